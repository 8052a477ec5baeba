/** How many results the search page shows before "more". */
export const FIRST_SCREEN = 10;

/**
 * The results in the order they are shown: by relevance, except that the best result of each
 * edition is pulled into the first screen when it would fall below it, in place of the least
 * relevant other results there. A search for a company thus opens on its page in every edition it
 * took part in, not on ten pages of the newest one.
 */
export function spreadEditions<T extends { edition?: string }>(results: readonly T[], firstScreen = FIRST_SCREEN): T[] {
  const leads = new Set<T>();
  const editions = new Set<string>();
  for (const result of results) {
    if (result.edition !== undefined && !editions.has(result.edition)) {
      editions.add(result.edition);
      leads.add(result);
    }
  }
  const shown: T[] = [];
  const deferred: T[] = [];
  let leadsLeft = leads.size;
  for (const result of results) {
    if (leads.has(result)) {
      shown.push(result);
      leadsLeft--;
    } else if (shown.length + leadsLeft < firstScreen) shown.push(result);
    else deferred.push(result);
  }
  return [...shown, ...deferred];
}

/**
 * The same page of several editions (a company's result, a ranking) newest first: the places such
 * results hold stay theirs, but among the results of one title the editions go in descending order,
 * where relevance alone would mix them by the length of each year's text.
 */
export function newestFirstPerTitle<T extends { title: string; edition?: string }>(results: readonly T[]): T[] {
  const ordered = [...results];
  const byTitle = new Map<string, number[]>();
  results.forEach((result, at) => {
    if (result.edition !== undefined) byTitle.set(result.title, [...(byTitle.get(result.title) ?? []), at]);
  });
  for (const places of byTitle.values()) {
    const newestFirst = places.map((at) => results[at]!).sort((a, b) => b.edition!.localeCompare(a.edition!));
    places.forEach((at, i) => (ordered[at] = newestFirst[i]!));
  }
  return ordered;
}
