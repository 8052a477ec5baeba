import { participant } from '@/lib/content/__fixtures__/participant';
import { editionInfo } from '@/lib/editions/edition-info';
import { archivedEditionTrail, breadcrumbLinks, participantTrail, type BreadcrumbNames } from '@/lib/breadcrumbs/trail';
import { absoluteUrl } from '../../lib/seo/metadata';
import {
  archivedEditionStructuredData,
  breadcrumbList,
  breadcrumbStructuredData,
  participantStructuredData,
  rankingStructuredData,
} from './page-structured-data';

const site = 'https://example.ch';
const names: BreadcrumbNames = {
  home: 'Start',
  archive: 'Archiv',
  ranking: 'Rangliste',
  editionPage: (page, year) => `${page} ${year}`,
};
const texts = { seo: { title: 'Rangliste', description: 'Alle Unternehmen' } };
const sika = participant('sika', { pubRef: 'Sika', rankOverall: '2' });
const abb = participant('abb', { pubRef: '', company: 'ABB Ltd', rankOverall: '1' });
const unranked = participant('swica', { rankOverall: '999' });

describe('rankingStructuredData', () => {
  it('lists the ranked participants of the current edition at the spec’s paths', () => {
    expect(rankingStructuredData('en-GB', texts, [sika, abb, unranked], editionInfo(2026, 2026), site)).toMatchObject({
      name: 'Rangliste',
      url: 'https://example.ch/en/rangliste',
      numberOfItems: 2,
      itemListElement: [
        { position: 1, url: 'https://example.ch/en/teilnehmer/abb' },
        { position: 2, url: 'https://example.ch/en/teilnehmer/sika' },
      ],
    });
  });

  it('puts an archived edition’s list and its entries under its year', () => {
    expect(rankingStructuredData('de-CH', texts, [sika], editionInfo(2025, 2026), site)).toMatchObject({
      url: 'https://example.ch/2025/rangliste',
      itemListElement: [{ url: 'https://example.ch/2025/teilnehmer/sika' }],
    });
  });
});

describe('participantStructuredData', () => {
  const stepsOf = (doc: object) =>
    (doc as { itemListElement: { name: string; item: string }[] }).itemListElement.map((s) => [s.name, s.item]);

  it('leads from home over the ranking to the company', () => {
    expect(stepsOf(participantStructuredData('de-CH', names, sika, editionInfo(2026, 2026), site))).toEqual([
      ['Start', 'https://example.ch'],
      ['Rangliste', 'https://example.ch/rangliste'],
      ['Sika', 'https://example.ch/teilnehmer/sika'],
    ]);
  });

  it('leads through the archive and names the year of an archived edition’s ranking', () => {
    expect(stepsOf(participantStructuredData('en-GB', names, abb, editionInfo(2025, 2026), site))).toEqual([
      ['Start', 'https://example.ch/en'],
      ['Archiv', 'https://example.ch/en/archiv'],
      ['ranking 2025', 'https://example.ch/en/2025/rangliste'],
      ['ABB Ltd', 'https://example.ch/en/2025/teilnehmer/abb'],
    ]);
  });
});

describe('archivedEditionStructuredData', () => {
  it('gives an archived edition’s page its trail, and its ranking the list with the trail in one graph', () => {
    const winners = archivedEditionStructuredData('de-CH', names, 'winners', 2024, site);
    expect(winners).toMatchObject({ '@context': 'https://schema.org', '@type': 'BreadcrumbList' });
    const list = rankingStructuredData('de-CH', texts, [sika], editionInfo(2024, 2026), site);
    const ranking = archivedEditionStructuredData('de-CH', names, 'ranking', 2024, site, list);
    const graph = (ranking as { '@graph': Record<string, unknown>[] })['@graph'];
    expect(ranking['@context']).toBe('https://schema.org');
    expect(graph.map((node) => node['@type'])).toEqual(['ItemList', 'BreadcrumbList']);
    expect(graph.every((node) => !('@context' in node))).toBe(true);
    expect(graph[0]).toMatchObject({ url: 'https://example.ch/2024/rangliste' });
  });
});

describe('breadcrumbStructuredData', () => {
  // The page shows breadcrumbLinks(trail) and carries breadcrumbStructuredData(trail): one list.
  it('holds the steps the page shows, in the same order, with the same names and addresses', () => {
    const trails = [
      participantTrail(names, { ref: 'sika', name: 'Sika AG' }, undefined),
      participantTrail(names, { ref: 'sika', name: 'Sika AG' }, 2025),
      archivedEditionTrail(names, 'specialMention', 2023),
    ];
    for (const locale of ['de-CH', 'en-GB'] as const)
      for (const trail of trails) {
        const shown = breadcrumbLinks(locale, trail).map((link, i) => [i + 1, link.name, absoluteUrl(site, link.href)]);
        const data = breadcrumbStructuredData(locale, trail, site) as unknown as {
          itemListElement: { position: number; name: string; item: string }[];
        };
        expect(data.itemListElement.map((s) => [s.position, s.name, s.item])).toEqual(shown);
      }
  });
});

describe('breadcrumbList', () => {
  it('numbers the steps from the top and gives each its URL', () => {
    expect(
      breadcrumbList([
        { name: 'Start', url: 'https://example.ch' },
        { name: 'Rangliste', url: 'https://example.ch/rangliste' },
        { name: 'Sika AG', url: 'https://example.ch/teilnehmer/sika' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Start', item: 'https://example.ch' },
        { '@type': 'ListItem', position: 2, name: 'Rangliste', item: 'https://example.ch/rangliste' },
        { '@type': 'ListItem', position: 3, name: 'Sika AG', item: 'https://example.ch/teilnehmer/sika' },
      ],
    });
  });
});
