import Link from 'next/link';
import type { ContentLink, Messages } from '@/lib/content/message-schema';
import { contentLinkHref } from '@/lib/content/links';
import type { Locale } from '@/lib/i18n/locales';

/** A content link: internal ones stay in the language, external and downloads open a new tab. */
export function ContentLinkView({
  link,
  locale,
  linkLabels,
  className = 'text-link',
}: {
  link: ContentLink;
  locale: Locale;
  linkLabels: Messages['linkLabels'];
  className?: string;
}) {
  const label = linkLabels[link.langKey] ?? link.langKey;
  const target = contentLinkHref(link, locale);
  if (target.kind === 'none') return <span className={className}>{label}</span>;
  if (target.kind === 'internal') {
    return (
      <Link href={target.href} className={className} scroll={!target.keepScroll}>
        {label}
      </Link>
    );
  }
  return (
    <a
      href={target.href}
      className={className}
      target={target.newTab ? '_blank' : undefined}
      rel={target.newTab ? 'noopener noreferrer' : undefined}
      download={link.isDownloadLink ? '' : undefined}
    >
      {label}
    </a>
  );
}
