import { isRankingRowField, type RankingRow } from './row';
import type { RankingQuery } from './query';
import { defaultSort, MOVEMENT_SORT, sortRows, type SortDir, type SortField, type SortState } from './sort';
import { refsNotMatching } from './search';

/** What the ranking shows: a search, a sector ('' for all) and a sort. */
export interface RankingViewState extends SortState {
  q: string;
  sector: string;
}

export const initialViewState: RankingViewState = { q: '', sector: '', ...defaultSort };

/**
 * The state a URL query asks for. sortBy may name any participant field, but
 * the table can only sort by the fields it carries (lib/ranking/row.ts); for any other field
 * it keeps the default column. `movement` only where the table offers it (`movement`: the
 * edition before is on the site). A dir alone applies to the default column. A sector the table
 * does not offer (`sectors`: the keys of its filter) is ignored.
 */
export function viewStateFromQuery(
  query: RankingQuery,
  sectors: readonly string[] = [],
  movement = false,
): RankingViewState {
  const asked = query.sortBy;
  const offered = (field: string): field is SortField =>
    field === MOVEMENT_SORT ? movement : isRankingRowField(field);
  const sortBy: SortField = asked && offered(asked) ? asked : defaultSort.sortBy;
  const dir: SortDir = query.dir ?? defaultSort.dir;
  const sector = query.sector && sectors.includes(query.sector) ? query.sector : '';
  return { q: query.q ?? '', sector, sortBy, dir };
}

/** The refs of the rows the search or the sector hides. */
export function hiddenRefs(rows: readonly RankingRow[], q: string, sector: string): Set<string> {
  const hidden = refsNotMatching(rows, q);
  if (sector) for (const row of rows) if (row.sector !== sector) hidden.add(row.ref);
  return hidden;
}

/**
 * The rows in the state's order. Rows arrive in the default order from the server, so the
 * default state keeps them as they are (no re-sort that could differ from the pre-rendered
 * HTML where the browser's collation data differ from the server's).
 */
export function orderRows<T extends RankingRow>(rows: readonly T[], sort: SortState, locale: string): readonly T[] {
  const isDefault = sort.sortBy === defaultSort.sortBy && sort.dir === defaultSort.dir;
  return isDefault ? rows : sortRows(rows, sort, locale);
}

/** The rows a reader sees, in order: for the CSV download and for tests. */
export function visibleRows<T extends RankingRow>(rows: readonly T[], state: RankingViewState, locale: string): T[] {
  const hidden = hiddenRefs(rows, state.q, state.sector);
  return orderRows(rows, state, locale).filter((row) => !hidden.has(row.ref));
}
