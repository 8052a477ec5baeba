import { localeHref } from '../i18n/paths';
import type { Locale } from '../i18n/locales';

/**
 * The embeddable badges: /badge/{ref}.svg and /en/badge/{ref}.svg. The address names the company,
 * not the edition, so an embedded badge shows the newest result without a change of its code.
 */
export const BADGE_FOLDER = 'badge';

export function badgePath(locale: Locale, ref: string): string {
  return localeHref(locale, `/${BADGE_FOLDER}/${encodeURIComponent(ref)}.svg`);
}

/** Whether a file of the export (relative to out/, no leading slash) is a badge. */
export function isBadgeFile(relative: string): boolean {
  return new RegExp(`^(?:en/)?${BADGE_FOLDER}/[^/]+\\.svg$`).test(relative);
}

/**
 * A badge's Cache-Control: a day fresh, then stale for up to a week while revalidating, so other
 * sites' page views do not fetch it every time and a new edition reaches them within a day or two.
 */
export const BADGE_CACHE = 'public, max-age=86400, stale-while-revalidate=604800';
