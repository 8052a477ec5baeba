import { participant } from '@/lib/content/__fixtures__/participant';
import type { Messages } from '@/lib/content/message-schema';
import { editionInfo } from '@/lib/editions/edition-info';
import { participantStructuredData, rankingStructuredData } from './page-structured-data';

const site = 'https://example.ch';
const nav = { home: 'Start', ranking: 'Rangliste' } as Messages['nav'];
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
        { position: 1, name: 'ABB Ltd', url: 'https://example.ch/en/teilnehmer/abb' },
        { position: 2, name: 'Sika', url: 'https://example.ch/en/teilnehmer/sika' },
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
  const names = (doc: object) =>
    (doc as { itemListElement: { name: string; item: string }[] }).itemListElement.map((s) => [s.name, s.item]);

  it('leads from home over the ranking to the company', () => {
    expect(names(participantStructuredData('de-CH', nav, sika, editionInfo(2026, 2026), site))).toEqual([
      ['Start', 'https://example.ch'],
      ['Rangliste', 'https://example.ch/rangliste'],
      ['Sika', 'https://example.ch/teilnehmer/sika'],
    ]);
  });

  it('names the year of an archived edition’s ranking', () => {
    expect(names(participantStructuredData('en-GB', nav, abb, editionInfo(2025, 2026), site))).toEqual([
      ['Start', 'https://example.ch/en'],
      ['Rangliste 2025', 'https://example.ch/en/2025/rangliste'],
      ['ABB Ltd', 'https://example.ch/en/2025/teilnehmer/abb'],
    ]);
  });
});
