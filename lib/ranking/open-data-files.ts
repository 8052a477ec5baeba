import { config } from '@/lib/config';
import { loadParticipants } from '@/lib/content/load';
import { localeHref } from '@/lib/i18n/paths';
import { participantPath } from '@/lib/routes';
import { openDataRecords } from './open-data';

/** Where the open data files are published (route handlers under app/open-data/). */
export const openDataPaths = { csv: '/open-data/ranking.csv', json: '/open-data/ranking.json' } as const;

/** The current ranking's open data records, with absolute participant page URLs. */
export function currentOpenData() {
  return openDataRecords(loadParticipants(), (locale, ref) => `${config.siteUrl}${localeHref(locale, participantPath(ref))}`);
}
