import type { Participant, Rank } from '../content/participant';
import { scoreFields } from '../content/participant-fields';
import { historyUpTo, type HistoryEntry } from '../editions/history';
import { COMPARE_FILE_VERSION, previousColumns, rankColumns } from './data';

/** The part of an edition the file is written from. */
export interface CompareSource {
  year: number;
  participants: readonly Participant[];
  /** Whether the previous ranks come from the edition before (then the overall one is known). */
  previousFromEdition: boolean;
}

/** /assets/compare.json: the current edition's companies and each one's ranks in every edition. */
export function compareFile(
  edition: CompareSource,
  years: readonly number[],
  histories: ReadonlyMap<string, readonly HistoryEntry[]>,
) {
  const shownYears = years.filter((year) => year <= edition.year);
  // prevYearOverall only when the edition before is on the site.
  const columns = [
    ...rankColumns,
    ...previousColumns.filter((column) => edition.previousFromEdition || column !== 'prevYearOverall'),
    ...scoreFields,
    'certificate' as const,
  ];
  const rows = edition.participants.map((participant) => {
    const values = columns.map((column) =>
      column === 'certificate' ? (participant.certificate ? 1 : 0) : (participant[column] ?? null),
    );
    return [participant.ref, participant.name, ...values, historyOf(histories.get(participant.ref) ?? [], shownYears)];
  });
  return { version: COMPARE_FILE_VERSION, edition: edition.year, years: shownYears, columns, rows };
}

function historyOf(entries: readonly HistoryEntry[], years: readonly number[]) {
  const upTo = historyUpTo(entries, years[0] ?? 0);
  const byYear = new Map(upTo.map((entry) => [entry.year, entry]));
  const history = years.map((year): [Rank, Rank, Rank] | null => {
    const entry = byYear.get(year);
    return entry?.kind === 'took-part' ? [entry.rankOverall, entry.rankVR, entry.rankDS] : null;
  });
  while (history.length && history[history.length - 1] === null) history.pop();
  return history;
}
