import { winnerCategoryKeys, type WinnerCategoryKey } from '../content/award-keys';
import type { HonourEntry } from './honour';

/**
 * Sorting the table of honour (docs/behaviour.md#table-of-honour). Every column sorts; a click on
 * a column sorts it the way that puts the best first (the place and the index ascending, the
 * counts descending, the company A–Z), a second click reverses it. Ties keep the default order.
 * The URL holds the sort: ?sort=index, with &dir=asc or &dir=desc only when reversed; a value
 * that does not pass is ignored.
 */
export const honourSortKeys = [
  'place',
  'name',
  ...winnerCategoryKeys,
  'podium',
  'best12',
  'streak',
  'index',
] as const satisfies readonly string[];

export type HonourSortKey = (typeof honourSortKeys)[number];
export type HonourSortDir = 'asc' | 'desc';

export interface HonourSort {
  key: HonourSortKey;
  dir: HonourSortDir;
}

/** The direction that puts the best first. */
export function naturalDir(key: HonourSortKey): HonourSortDir {
  return key === 'place' || key === 'name' || key === 'index' ? 'asc' : 'desc';
}

export const defaultHonourSort: HonourSort = { key: 'place', dir: 'asc' };

/** A click on a column: the sorted one reverses, another one starts with its best first. */
export function nextHonourSort(current: HonourSort, key: HonourSortKey): HonourSort {
  if (current.key !== key) return { key, dir: naturalDir(key) };
  return { key, dir: current.dir === 'asc' ? 'desc' : 'asc' };
}

const isKey = (value: string): value is HonourSortKey => (honourSortKeys as readonly string[]).includes(value);

export function parseHonourSort(search: string | URLSearchParams): HonourSort {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const key = params.get('sort') ?? '';
  if (!isKey(key)) return defaultHonourSort;
  const dir = params.get('dir');
  return { key, dir: dir === 'asc' || dir === 'desc' ? dir : naturalDir(key) };
}

/** The query for a sort, keeping every other parameter: "?…", or "" when nothing is left. */
export function serialiseHonourSort(sort: HonourSort, currentSearch: string): string {
  const params = new URLSearchParams(currentSearch);
  params.delete('sort');
  params.delete('dir');
  if (sort.key !== defaultHonourSort.key || sort.dir !== defaultHonourSort.dir) {
    params.set('sort', sort.key);
    if (sort.dir !== naturalDir(sort.key)) params.set('dir', sort.dir);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The numeric columns' values. */
export type HonourNumberKey = Exclude<HonourSortKey, 'name'>;

/**
 * What the island sorts by, row by row in the default order: the names and one number per numeric
 * column. A category compares as a medal table: first places, then second, then third.
 */
export interface HonourSortData {
  names: string[];
  values: Record<HonourNumberKey, number[]>;
}

const medals = ([first, second, third]: readonly number[]) => (first ?? 0) * 1e6 + (second ?? 0) * 1e3 + (third ?? 0);

export function honourSortData(entries: readonly HonourEntry[]): HonourSortData {
  const column = (value: (entry: HonourEntry) => number) => entries.map(value);
  return {
    names: entries.map((entry) => entry.name),
    values: {
      place: column((e) => e.place),
      ...(Object.fromEntries(winnerCategoryKeys.map((k) => [k, column((e) => medals(e.podium[k]))])) as Record<
        WinnerCategoryKey,
        number[]
      >),
      podium: column((e) => e.podiumTotal),
      best12: column((e) => e.best12Years.length),
      streak: column((e) => e.streak),
      index: column((e) => e.index),
    },
  };
}

/** The rows' positions (in the default order) in the order of a sort; ties keep the default order. */
export function honourOrder(data: HonourSortData, sort: HonourSort, locale: string): number[] {
  const sign = sort.dir === 'asc' ? 1 : -1;
  const positions = data.names.map((_, i) => i);
  if (sort.key === 'name') {
    const collator = new Intl.Collator(locale, { sensitivity: 'accent', numeric: true });
    return positions.sort((a, b) => sign * collator.compare(data.names[a] ?? '', data.names[b] ?? '') || a - b);
  }
  const values = data.values[sort.key];
  return positions.sort(
    (a, b) => sign * ((values[a] ?? 0) - (values[b] ?? 0)) || (sort.key === 'place' ? sign : 1) * (a - b),
  );
}
