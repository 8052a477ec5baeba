import { placeOf, type Rank } from '../../../lib/content/participant';
import { SCHEMA_CONTEXT, type JsonLdThing } from './types';

/**
 * The ranking page's JSON-LD: an ItemList of every participant with an overall rank, best first,
 * positions 1, 2, 3 …; unranked and separately ranked (*) ones are not listed. Each entry is a
 * position and the page's address (Google's "summary page" form): names would cost the ranking's
 * HTML its fit in the first round trip (docs/performance.md).
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
    itemListElement: ranked.map(({ entry }, index) => ({ '@type': 'ListItem', position: index + 1, url: entry.url })),
  };
}

/**
 * The table of honour's JSON-LD: an ItemList of its companies in the table's default order,
 * positions 1, 2, 3 … (companies sharing a place keep the table's order), each with its name and
 * the address of its newest result page.
 */
export function honourItemList({
  name,
  url,
  entries,
}: {
  name: string;
  url: string;
  entries: readonly { name: string; url: string }[];
}): JsonLdThing {
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'ItemList',
    name,
    url,
    itemListOrder: 'https://schema.org/ItemListOrderAscending',
    numberOfItems: entries.length,
    itemListElement: entries.map((entry, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: entry.name,
      url: entry.url,
    })),
  };
}
