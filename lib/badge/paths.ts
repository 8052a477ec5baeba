import { localeHref } from '../i18n/paths';
import type { Locale } from '../i18n/locales';

/** The badges /badge/{ref}.svg and /en/badge/{ref}.svg: by company, so embedded ones show the newest result. */
export const BADGE_FOLDER = 'badge';

export function badgePath(locale: Locale, ref: string): string {
  return localeHref(locale, `/${BADGE_FOLDER}/${encodeURIComponent(ref)}.svg`);
}

/** Whether a file of the export (relative to out/, no leading slash) is a badge. */
export function isBadgeFile(relative: string): boolean {
  return new RegExp(`^(?:en/)?${BADGE_FOLDER}/[^/]+\\.svg$`).test(relative);
}

/** A badge's Cache-Control: a day fresh, then up to a week stale while revalidating. */
export const BADGE_CACHE = 'public, max-age=86400, stale-while-revalidate=604800';
