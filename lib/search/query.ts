import { slugPattern } from '@/lib/content/participant-fields';
import { sanitiseSearch } from '@/lib/ranking/query';

/**
 * The search page's URL query (docs/behaviour.md#search): q (the words), edition (a year), sector
 * (a sector key) and kind (a kind of page). Read at load and on the back button, written on every
 * change, merged with any other parameters. A value that does not pass is ignored, never an error.
 */
export const searchKinds = ['company', 'ranking', 'award', 'text'] as const;
export type SearchKind = (typeof searchKinds)[number];

export interface SearchQuery {
  q: string;
  edition?: string;
  sector?: string;
  kind?: SearchKind;
}

/** The filters a query sets, by the index's filter names. */
export const filterNames = ['edition', 'sector', 'kind'] as const;
export type FilterName = (typeof filterNames)[number];

const isKind = (value: string): value is SearchKind => (searchKinds as readonly string[]).includes(value);

export function parseSearchQuery(search: string | URLSearchParams): SearchQuery {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const get = (key: string) => params.get(key) ?? '';
  const [edition, sector, kind] = [get('edition'), get('sector'), get('kind')];
  return {
    q: sanitiseSearch(get('q')),
    ...(/^\d{4}$/.test(edition) && { edition }),
    ...(slugPattern.test(sector) && { sector }),
    ...(isKind(kind) && { kind }),
  };
}

/** The query string for a state, keeping every other parameter of `currentSearch`; "?…", or "" when nothing is left. */
export function serialiseSearchQuery(query: SearchQuery, currentSearch: string): string {
  const params = new URLSearchParams(currentSearch);
  const q = sanitiseSearch(query.q);
  if (q) params.set('q', q);
  else params.delete('q');
  for (const name of filterNames) {
    const value = query[name];
    if (value) params.set(name, value);
    else params.delete(name);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The filters of a query as the index takes them: only those set. */
export function indexFilters(query: SearchQuery): Partial<Record<FilterName, string>> {
  return Object.fromEntries(filterNames.flatMap((name) => (query[name] ? [[name, query[name]]] : [])));
}
