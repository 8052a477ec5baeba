import { localeHref } from '../i18n/paths';
import type { Locale } from '../i18n/locales';

/**
 * The embeddable badges: /badge/{ref}.svg (German) and /en/badge/{ref}.svg (English), static
 * files generated at build into public/ (scripts/media/badges). The address names the company,
 * not the edition, so a badge embedded on another site shows the newest result without a change
 * of its code; it is served with its own cache lifetime and headers (BADGE_CACHE,
 * lib/security/headers.ts).
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
 * Cache-Control of a badge: a day fresh, then served from the cache for up to a week while the
 * browser or CDN fetches the new one in the background. A badge changes when a new edition is
 * published or a result is corrected; other sites show it on every page view, so it must not
 * be fetched every time, and a new edition reaches every embedding site within a day or two.
 */
export const BADGE_CACHE = 'public, max-age=86400, stale-while-revalidate=604800';
