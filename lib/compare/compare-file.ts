import type { Participant } from '../content/participant';
import { historyUpTo, type HistoryEntry } from '../editions/history';
import {
  COMPARE_FILE_VERSION,
  fileColumns,
  type CompareFile,
  type FileHistory,
  type FileRow,
  type FileValue,
} from './data';

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
): CompareFile {
  const shownYears = years.filter((year) => year <= edition.year);
  const columns = fileColumns(edition.previousFromEdition);
  const rows = edition.participants.map((participant): FileRow => {
    const values = columns.map((column): FileValue =>
      column === 'certificate' ? (participant.certificate ? 1 : 0) : (participant[column] ?? null),
    );
    return [participant.ref, participant.name, ...values, historyOf(histories.get(participant.ref) ?? [], shownYears)];
  });
  return { version: COMPARE_FILE_VERSION, edition: edition.year, years: shownYears, columns, rows };
}

function historyOf(entries: readonly HistoryEntry[], years: readonly number[]): FileHistory {
  const upTo = historyUpTo(entries, years[0] ?? 0);
  const byYear = new Map(upTo.map((entry) => [entry.year, entry]));
  const history: FileHistory = years.map((year) => {
    const entry = byYear.get(year);
    return entry?.kind === 'took-part' ? [entry.rankOverall, entry.rankVR, entry.rankDS] : null;
  });
  while (history.length && history[history.length - 1] === null) history.pop();
  return history;
}
