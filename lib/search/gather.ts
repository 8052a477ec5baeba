import { FIRST_SCREEN, newestFirstPerTitle, spreadEditions } from './first-screen';
import { toSearchHit, type Pagefind, type PagefindResult, type SearchHit } from './hit';
import { indexFilters, type SearchQuery } from './query';

/** Results whose data is loaded when the reader asks for more. */
export const MORE_AT_ONCE = 10;

/** A search's results as the page shows them: those loaded, in order, and the rest by relevance. */
export interface GatheredResults {
  /** How many pages matched. */
  total: number;
  hits: SearchHit[];
  rest: PagefindResult[];
}

/** The results' data, each as a hit; a result the page cannot show is left out. */
export async function hitsOf(results: readonly PagefindResult[]): Promise<SearchHit[]> {
  const hits = await Promise.all(results.map(async (result) => toSearchHit(result.id, await result.data())));
  return hits.filter((hit): hit is SearchHit => hit !== null);
}

/**
 * A search's first screen: the data of the most relevant results, then, for each edition the
 * index counts matches in but the first screen lacks, its best result (a search limited to that
 * edition), so that the first screen spans every edition that matched (spreadEditions). Only what
 * is shown is fetched: a result's data is a request of its own. Null when a newer search made
 * this one moot.
 */
export async function gatherResults(pagefind: Pagefind, query: SearchQuery): Promise<GatheredResults | null> {
  const filters = indexFilters(query);
  const found = await pagefind.search(query.q, { filters });
  if (!found) return null;
  const top = found.results.slice(0, FIRST_SCREEN);
  const first = await hitsOf(top);
  const shownEditions = new Set(first.map((hit) => hit.edition));
  const missing = query.edition
    ? []
    : Object.entries(found.filters?.edition ?? {}).flatMap(([edition, count]) =>
        count > 0 && !shownEditions.has(edition) ? [edition] : [],
      );
  const topIds = new Set(top.map((result) => result.id));
  const leads = await Promise.all(
    missing.map(async (edition) => (await pagefind.search(query.q, { filters: { ...filters, edition } }))?.results[0]),
  );
  const extra = await hitsOf(
    leads.filter((lead): lead is PagefindResult => lead !== undefined && !topIds.has(lead.id)),
  );
  const rank = new Map(found.results.map((result, i) => [result.id, i]));
  const loaded = [...first, ...extra].sort((a, b) => (rank.get(a.id) ?? Infinity) - (rank.get(b.id) ?? Infinity));
  const loadedIds = new Set(loaded.map((hit) => hit.id));
  return {
    total: found.results.length,
    hits: newestFirstPerTitle(spreadEditions(loaded)),
    rest: found.results.filter((result) => !loadedIds.has(result.id) && !topIds.has(result.id)),
  };
}
