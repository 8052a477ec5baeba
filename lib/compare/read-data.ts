import type { Rank, Score } from '../content/participant';
import { scoreFields, slugPattern } from '../content/participant-fields';
import { isRecord } from '../content/lists';
import { COMPARE_FILE_VERSION, rankColumns, type CompareData, type ComparedCompany, type HistoryRanks } from './data';

/**
 * Reads /assets/compare.json in the browser; a cache may serve anything: another shape gives
 * undefined, a wrong value counts as unset, a row without a valid ref is left out.
 */
export function readCompareData(json: unknown): CompareData | undefined {
  if (!isRecord(json) || json.version !== COMPARE_FILE_VERSION) return undefined;
  const { edition, years, columns, rows } = json;
  if (!isPositiveInteger(edition) || !Array.isArray(years) || !years.every(isPositiveInteger)) return undefined;
  if (!Array.isArray(columns) || !Array.isArray(rows)) return undefined;
  const at = new Map(columns.map((column, i) => [String(column), i + 2]));
  const companies: ComparedCompany[] = [];
  const seen = new Set<string>();
  for (const row of rows) {
    if (!Array.isArray(row)) continue;
    const [ref, name] = row;
    if (typeof ref !== 'string' || !slugPattern.test(ref) || seen.has(ref)) continue;
    seen.add(ref);
    // A column the file lacks reads as undefined (index -1).
    const cell = (column: string): unknown => row[at.get(column) ?? -1];
    const ranks = Object.fromEntries(rankColumns.map((c) => [c, rank(cell(c))])) as HistoryRanks;
    companies.push({
      ref,
      name: typeof name === 'string' && name.trim() ? name : ref,
      ...ranks,
      prevYearOverall: at.has('prevYearOverall') ? rank(cell('prevYearOverall')) : undefined,
      prevYearVR: rank(cell('prevYearVR')),
      prevYearDS: rank(cell('prevYearDS')),
      scores: Object.fromEntries(scoreFields.map((field) => [field, score(cell(field))])) as ComparedCompany['scores'],
      certificate: cell('certificate') === 1,
      history: years.map((_, i) => historyRanks(row[columns.length + 2], i)),
    });
  }
  return { edition, years, companies };
}

/** A year or a place. */
function isPositiveInteger(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) > 0;
}

function rank(value: unknown): Rank {
  return value === '*' ? '*' : isPositiveInteger(value) ? value : null;
}

function score(value: unknown): Score {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

function historyRanks(history: unknown, index: number): HistoryRanks | null {
  const entry: unknown = Array.isArray(history) ? history[index] : undefined;
  if (!Array.isArray(entry)) return null;
  return { rankOverall: rank(entry[0]), rankVR: rank(entry[1]), rankDS: rank(entry[2]) };
}
