import { parseRank, type Rank } from '../../../lib/content/participant';
import { honourItemList, rankingItemList } from './item-list';

const entry = (name: string, rankOverall: Rank) => ({
  name,
  url: `https://example.ch/teilnehmer/${name.toLowerCase()}`,
  rankOverall,
});

describe('rankingItemList', () => {
  const list = rankingItemList({
    name: 'Ranking',
    url: 'https://example.ch/en/rangliste',
    // Company order, as content holds it; some without a place (not ranked, or ranked separately).
    entries: [
      entry('Alpha', 3),
      entry('Beta', null),
      entry('Gamma', 1),
      entry('Delta', parseRank('999')),
      entry('Epsilon', '*'),
      entry('Zeta', 10),
      entry('Eta', parseRank(' 2 ')),
    ],
  });

  it('lists the ranked participants best first, numbered from 1', () => {
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, url: 'https://example.ch/teilnehmer/gamma' },
      { '@type': 'ListItem', position: 2, url: 'https://example.ch/teilnehmer/eta' },
      { '@type': 'ListItem', position: 3, url: 'https://example.ch/teilnehmer/alpha' },
      { '@type': 'ListItem', position: 4, url: 'https://example.ch/teilnehmer/zeta' },
    ]);
  });

  it('sorts ranks as numbers (10 after 3), and says how many and in which order', () => {
    expect(list).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      name: 'Ranking',
      url: 'https://example.ch/en/rangliste',
      numberOfItems: 4,
      itemListOrder: 'https://schema.org/ItemListOrderAscending',
    });
  });

  it('keeps equal ranks in name order', () => {
    const tied = rankingItemList({
      name: 'R',
      url: 'u',
      entries: [entry('Zug', 5), entry('Aarau', 5), entry('Basel', 4)],
    });
    expect((tied.itemListElement as { url: string }[]).map((i) => i.url)).toEqual(
      ['basel', 'aarau', 'zug'].map((ref) => `https://example.ch/teilnehmer/${ref}`),
    );
  });

  it('is an empty list when nobody is ranked', () => {
    expect(rankingItemList({ name: 'R', url: 'u', entries: [entry('A', null), entry('B', '*')] })).toMatchObject({
      numberOfItems: 0,
      itemListElement: [],
    });
  });
});

describe('honourItemList', () => {
  it('lists the companies in the order given, numbered from 1, with name and address', () => {
    const list = honourItemList({
      name: 'Table of honour',
      url: 'https://example.ch/en/bestenliste',
      entries: [
        { name: 'Sika AG', url: 'https://example.ch/en/teilnehmer/sika' },
        { name: 'Alpha', url: 'https://example.ch/en/2025/teilnehmer/alpha' },
      ],
    });
    expect(list).toMatchObject({ '@type': 'ItemList', numberOfItems: 2, url: 'https://example.ch/en/bestenliste' });
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Sika AG', url: 'https://example.ch/en/teilnehmer/sika' },
      { '@type': 'ListItem', position: 2, name: 'Alpha', url: 'https://example.ch/en/2025/teilnehmer/alpha' },
    ]);
  });
});
