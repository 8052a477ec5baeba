import { placeOf } from '@/lib/content/participant';
import { rankMovement } from '@/lib/participant/movement';
import type { RankingRow, RankingRowField } from './row';

/**
 * The ranking's sort rules (docs/behaviour.md#ranking):
 * - company compares as case-insensitive, locale-aware text (Ä next to A);
 * - every other column numerically (the typed values of lib/content/participant);
 * - values fall into groups in a fixed order, whatever the direction: numbers, text, '*'
 *   (ranked separately), none (not ranked, no value). The direction only reverses the order
 *   inside the numbers and inside the text;
 * - ties are broken by company, then ref, always ascending, so every order is total and stable;
 * - `movement` sorts by the overall rank's change since the edition before (sortByMovement).
 */
export type SortDir = 'ASC' | 'DSC';

/** The view option that sorts by the overall rank's movement: not a column, the table's columns stay. */
export const MOVEMENT_SORT = 'movement';

/** What the table sorts by: a field of the rows (a column's heading), or their movement. */
export type SortField = RankingRowField | typeof MOVEMENT_SORT;

export interface SortState {
  sortBy: SortField;
  dir: SortDir;
}

export const defaultSort: SortState = { sortBy: 'company', dir: 'ASC' };

export function isSortDir(value: string): value is SortDir {
  return value === 'ASC' || value === 'DSC';
}

/** A click on a column: the same column toggles the direction, another one starts ascending. */
export function nextSort(current: SortState, column: RankingRowField): SortState {
  if (current.sortBy !== column) return { sortBy: column, dir: 'ASC' };
  return { sortBy: column, dir: current.dir === 'ASC' ? 'DSC' : 'ASC' };
}

const GROUP_NUMBER = 0;
const GROUP_TEXT = 1;
const GROUP_STAR = 2;
const GROUP_UNRANKED = 3;

interface SortKey {
  group: number;
  number: number;
  text: string;
}

/** Where a value falls in the sort order of its column. */
export function sortKey(value: RankingRow[RankingRowField]): SortKey {
  if (typeof value === 'number') return { group: GROUP_NUMBER, number: value, text: '' };
  if (typeof value === 'boolean') return { group: GROUP_NUMBER, number: value ? 0 : 1, text: '' };
  if (value === '*') return { group: GROUP_STAR, number: 0, text: '' };
  if (!value?.trim()) return { group: GROUP_UNRANKED, number: 0, text: '' };
  return { group: GROUP_TEXT, number: 0, text: value.trim() };
}

export function companyCollator(locale: string): Intl.Collator {
  // 'accent': case is ignored, accents are not (Ä sorts right after A, before B).
  return new Intl.Collator(locale, { sensitivity: 'accent', numeric: true });
}

function compareKeys(a: SortKey, b: SortKey, dir: SortDir, collator: Intl.Collator): number {
  if (a.group !== b.group) return a.group - b.group;
  const sign = dir === 'ASC' ? 1 : -1;
  if (a.group === GROUP_NUMBER) return sign * (a.number - b.number);
  if (a.group === GROUP_TEXT) return sign * collator.compare(a.text, b.text);
  return 0;
}

function tieBreak(a: RankingRow, b: RankingRow, collator: Intl.Collator): number {
  return collator.compare(a.company, b.company) || (a.ref < b.ref ? -1 : a.ref > b.ref ? 1 : 0);
}

/**
 * Where a row falls when sorted by movement: the overall rank's change in places (current −
 * previous, so that ascending puts the largest move up first, then the smaller ones, the same
 * rank, the moves down); then the newcomers (ranked now, not in the edition before) and last the
 * rows not ranked overall. `rank` breaks ties: the better current rank first.
 */
export function movementSortKey(row: Pick<RankingRow, 'rankOverall' | 'prevYearOverall'>): SortKey & { rank: number } {
  const move = rankMovement(row.rankOverall, row.prevYearOverall);
  const rank = placeOf(row.rankOverall) ?? 0;
  if (move.kind === 'new') return { group: GROUP_STAR, number: 0, text: '', rank };
  if (move.kind === 'none') return { group: GROUP_UNRANKED, number: 0, text: '', rank };
  return { group: GROUP_NUMBER, number: move.current - move.previous, text: '', rank };
}

/** A sorted copy. Each value is read once (not once per comparison): fast with thousands of rows. */
export function sortRows<T extends RankingRow>(rows: readonly T[], state: SortState, locale: string): T[] {
  const collator = companyCollator(locale);
  const { sortBy } = state;
  if (sortBy === MOVEMENT_SORT) {
    const keyed = rows.map((row) => ({ row, key: movementSortKey(row) }));
    keyed.sort(
      (a, b) =>
        compareKeys(a.key, b.key, state.dir, collator) || a.key.rank - b.key.rank || tieBreak(a.row, b.row, collator),
    );
    return keyed.map((entry) => entry.row);
  }
  const keyed = rows.map((row) => ({ row, key: sortKey(row[sortBy]) }));
  keyed.sort((a, b) => compareKeys(a.key, b.key, state.dir, collator) || tieBreak(a.row, b.row, collator));
  return keyed.map((entry) => entry.row);
}
