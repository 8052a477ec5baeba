import { isRankingRowField, type RankingRow, type RankingRowField } from './row';
import type { RankingQuery } from './query';
import { defaultSort, isSameSort, sortRows, type SortDir, type SortState } from './sort';
import { matchesTarget, searchTarget } from './search';

/** What the ranking shows: a search and a sort. */
export interface RankingViewState extends SortState {
  q: string;
}

export const initialViewState: RankingViewState = { q: '', ...defaultSort };

/**
 * The state a URL query asks for. sortBy may name any participant field (spec section 5), but
 * the table can only sort by the fields it carries (lib/ranking/row.ts); for any other field
 * it keeps the default column. A dir alone applies to the default column.
 */
export function viewStateFromQuery(query: RankingQuery): RankingViewState {
  const sortBy: RankingRowField = query.sortBy && isRankingRowField(query.sortBy) ? query.sortBy : defaultSort.sortBy;
  const dir: SortDir = query.dir ?? defaultSort.dir;
  return { q: query.q ?? '', sortBy, dir };
}

/**
 * The rows in the state's order. Rows arrive in the default order from the server, so the
 * default state keeps them as they are (no re-sort that could differ from the pre-rendered
 * HTML where the browser's collation data differ from the server's).
 */
export function orderRows<T extends RankingRow>(rows: readonly T[], sort: SortState, locale: string): readonly T[] {
  return isSameSort(sort, defaultSort) ? rows : sortRows(rows, sort, locale);
}

/** The rows a reader sees, in order: for the CSV download and for tests. */
export function visibleRows<T extends RankingRow>(rows: readonly T[], state: RankingViewState, locale: string): T[] {
  return orderRows(rows, state, locale).filter((row) => matchesTarget(searchTarget(row.company), state.q));
}
