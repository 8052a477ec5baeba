import Link from 'next/link';
import type { ComponentProps } from 'react';
import type { ContentLink, Messages } from '@/lib/content/message-schema';
import { contentLinkHref } from '@/lib/content/links';
import type { Locale } from '@/lib/i18n/locales';

/**
 * A list of links from content (intro, teaser, accordion section); nothing when there are none.
 * Internal links stay in the language, external ones and downloads open a new tab.
 */
export function ContentLinkList({
  links,
  locale,
  linkLabels,
  className,
  linkClassName = 'text-link text-link--arrow',
}: {
  links: readonly ContentLink[] | undefined;
  locale: Locale;
  linkLabels: Messages['linkLabels'];
  /** The list's class. */
  className: string | undefined;
  /** Each link's class: a text link or a button. */
  linkClassName?: string;
}) {
  if (!links || links.length === 0) return null;
  const view = (link: ContentLink) => {
    const label = linkLabels[link.langKey] ?? link.langKey;
    const target = contentLinkHref(link, locale);
    if (target.kind === 'none') return <span className={linkClassName}>{label}</span>;
    if (target.kind === 'internal')
      return (
        <Link href={target.href} className={linkClassName} scroll={!target.keepScroll}>
          {label}
        </Link>
      );
    return (
      <a
        href={target.href}
        className={linkClassName}
        target={target.newTab ? '_blank' : undefined}
        rel={target.newTab ? 'noopener noreferrer' : undefined}
        download={link.isDownloadLink ? '' : undefined}
      >
        {label}
      </a>
    );
  };
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.link + link.langKey}>{view(link)}</li>
      ))}
    </ul>
  );
}

/** An intro's links (PageIntro, CompactPageIntro), as arrow buttons. */
export function IntroLinkList(props: Omit<ComponentProps<typeof ContentLinkList>, 'className' | 'linkClassName'>) {
  return <ContentLinkList {...props} className="link-list" linkClassName="button button--arrow" />;
}
