import { placeOf, type Rank } from '../../content/participant';
import { SCHEMA_CONTEXT, type JsonLdThing } from './types';

/**
 * The ranking page's JSON-LD: an ItemList of every participant with an overall rank, best first.
 * Positions count 1, 2, 3 … in that order (the rank itself stays on the participant page);
 * participants without a rank (empty, 999) or ranked separately (*) are not in the list.
 *
 * Each entry is a position and the participant page's address, Google's form for a list whose
 * items have pages of their own ("summary page"): each page names its company in its own JSON-LD.
 * Names here would add some 0.8 kB (brotli) to the ranking's HTML, which must fit in the first
 * round trip of a connection (docs/performance.md).
 */
export interface RankedEntry {
  name: string;
  url: string;
  rankOverall: Rank;
}

export function rankingItemList({
  name,
  url,
  entries,
}: {
  name: string;
  url: string;
  entries: readonly RankedEntry[];
}): JsonLdThing {
  const ranked = entries
    .map((entry) => ({ entry, rank: placeOf(entry.rankOverall) }))
    .filter((item): item is { entry: RankedEntry; rank: number } => item.rank !== null)
    .sort((a, b) => a.rank - b.rank || a.entry.name.localeCompare(b.entry.name, 'de'));
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'ItemList',
    name,
    url,
    itemListOrder: 'https://schema.org/ItemListOrderAscending',
    numberOfItems: ranked.length,
    itemListElement: ranked.map(({ entry }, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      url: entry.url,
    })),
  };
}
