import { config } from '@/lib/config';
import { loadContent } from '@/lib/content/load';
import type { Locale } from '@/lib/i18n/locales';
import { localeHref } from '@/lib/i18n/paths';
import { openDataEditionRecords, openDataRecords } from '@/lib/ranking/open-data';
import { participantPath } from '@/lib/routes';

/** A participant page's absolute URL; `archivedYear` for an archived edition's page. */
function pageUrl(locale: Locale, ref: string, archivedYear?: number): string {
  return `${config.siteUrl}${localeHref(locale, participantPath(ref, undefined, archivedYear))}`;
}

/** The current edition's open data records, with absolute participant page URLs. */
export function currentOpenData() {
  return openDataRecords(loadContent().current.participants, pageUrl);
}

/** Every edition's open data records, newest first, each linking to its own edition's pages. */
export function editionsOpenData() {
  const { editions, current } = loadContent();
  return openDataEditionRecords(editions, current.year, pageUrl);
}
