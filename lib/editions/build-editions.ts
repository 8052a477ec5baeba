import type { ContentReport } from '../content/errors';
import type { EditionFiles } from '../content/edition-files';
import { parseParticipant, type Participant, type Rank } from '../content/participant';
import { displayPath } from '../content/read-json';
import type { Awards } from '../content/awards-schema';
import type { EditionTexts } from '../content/edition-texts-schema';
import type { EditionDates } from './dates';
import { editionMovers } from './movers';
import type { Locale } from '../i18n/locales';
import { previousRankMismatches, previousRanks } from './previous-ranks';
import { nearestPeers } from './peers';
import { editionSectors } from './sectors';
import { editionStatistics } from './statistics';

export type CompleteEditionFiles = EditionFiles & {
  awards: Awards;
  dates: EditionDates;
  texts: Record<Locale, EditionTexts>;
};

const shownRank = (rank: Rank) => (rank === null ? 'not ranked' : String(rank));

/**
 * The editions as the pages read them, newest first: typed rows, previous ranks, statistics,
 * sectors, peers, the figures many pages need computed once.
 */
export function buildEditions(
  files: readonly CompleteEditionFiles[],
  rankingFile: (year: number) => string,
  report: ContentReport,
) {
  const parsed = files.map((f) => {
    const participants = f.rows.map(parseParticipant);
    return { files: f, participants, byRef: new Map(participants.map((p) => [p.ref, p])) };
  });
  const byYear = new Map(parsed.map((e) => [e.files.year, e]));
  return parsed.map(({ files: f, participants }) => {
    const previous = byYear.get(f.year - 1)?.byRef;
    const resolved: Participant[] = participants.map((p, index) => {
      for (const m of previous ? previousRankMismatches(p, previous) : []) {
        report.warn(
          displayPath(rankingFile(f.year)),
          `row ${index + 1} (ref "${p.ref}") ${m.field}`,
          `${shownRank(m.stated)} differs from the ${f.year - 1} edition (${m.absent ? 'not in it' : shownRank(m.actual)}); the page shows the movement from the ${f.year - 1} edition`,
        );
      }
      return { ...p, ...previousRanks(p, previous) };
    });
    return {
      year: f.year,
      /** In ranking.json's order. */
      participants: resolved,
      byRef: new Map(resolved.map((p) => [p.ref, p])),
      /** The content rows as written (strings), by ref in ranking.json's order: the /assets/ open data. */
      rows: new Map(f.rows.map((row) => [row.ref, row])),
      awards: f.awards,
      /** The key dates, in order (dates.json). */
      dates: f.dates,
      texts: f.texts,
      statistics: editionStatistics(resolved),
      /** Each participant's place within its sector, and every sector's statistics. */
      sectors: editionSectors(resolved),
      /** Each participant's nearest peers by overall points (refs, closest first). */
      peers: nearestPeers(resolved),
      /** Whether the previous ranks come from the edition before (true) or from the rows' prevYear fields. */
      previousFromEdition: previous !== undefined,
      /** The year's movers against the edition before; undefined without one (lib/editions/movers). */
      movers: previous === undefined ? undefined : editionMovers(resolved),
    };
  });
}
