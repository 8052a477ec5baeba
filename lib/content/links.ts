import type { ContentLink } from './message-schema';
import { assetUrl } from '../assets';
import { localeHref } from '../i18n/paths';
import type { Locale } from '../i18n/locales';
import { keepsScrollPosition } from '../scroll';
import { websiteUrl } from '../participant/website';

export type LinkTarget =
  | { kind: 'internal'; href: string; keepScroll: boolean }
  | { kind: 'external'; href: string; newTab: boolean }
  | { kind: 'none' };

const SAFE_EXTERNAL = /^(?:https?:|mailto:|tel:)/i;

/** Where a content link goes: site paths localised, http(s)/mailto/tel external, downloads as assets, else none. */
export function contentLinkHref(link: ContentLink, locale: Locale, storageBase = ''): LinkTarget {
  // Browsers drop tabs and line breaks anywhere in a URL ("/\t/evil.example" is "//evil.example").
  const href = link.link.replace(/[\t\n\r]/g, '').trim();
  if (link.isDownloadLink) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(href) && !/^https?:/i.test(href)) return { kind: 'none' };
    return { kind: 'external', href: assetUrl(href, storageBase), newTab: true };
  }
  if (SAFE_EXTERNAL.test(href)) return { kind: 'external', href, newTab: link.openInNewTab ?? /^https?:/i.test(href) };
  // A site path, but not "//host" or "/\host", which browsers read as another site.
  if (href.startsWith('/') && !/^\/[\\/]/.test(href)) {
    const search = href.includes('?') ? href.slice(href.indexOf('?')) : '';
    return { kind: 'internal', href: localeHref(locale, href), keepScroll: keepsScrollPosition(search) };
  }
  return { kind: 'none' };
}

/** A website from the translations as a link target, by the rules of participant websites; null for none. */
export function websiteHref(value: string | undefined): string | null {
  return value?.trim() ? websiteUrl({ url: value, website: '' }) : null;
}
