import { ContentLinkView } from './ContentLinkView';
import type { ContentLink, Messages } from '@/lib/content/message-schema';
import type { Locale } from '@/lib/i18n/locales';

interface Props {
  links: readonly ContentLink[] | undefined;
  locale: Locale;
  linkLabels: Messages['linkLabels'];
  /** The list's class. */
  className: string | undefined;
  /** Each link's class: a text link or a button. */
  linkClassName?: string;
}

/** A list of links from content (intro, teaser, accordion section); nothing when there are none. */
export function ContentLinkList({
  links,
  locale,
  linkLabels,
  className,
  linkClassName = 'text-link text-link--arrow',
}: Props) {
  if (!links || links.length === 0) return null;
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.link + link.langKey}>
          <ContentLinkView link={link} locale={locale} linkLabels={linkLabels} className={linkClassName} />
        </li>
      ))}
    </ul>
  );
}
