import { config } from '@/lib/config';
import { loadContent } from '@/lib/content/load';
import { localeHref } from '@/lib/i18n/paths';
import { openDataRecords } from '@/lib/ranking/open-data';
import { participantPath } from '@/lib/routes';

/** The current ranking's open data records, with absolute participant page URLs. */
export function currentOpenData() {
  return openDataRecords(
    loadContent().participants,
    (locale, ref) => `${config.siteUrl}${localeHref(locale, participantPath(ref))}`,
  );
}
