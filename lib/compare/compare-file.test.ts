import { participant } from '../content/__fixtures__/participant';
import type { Participant } from '../content/participant';
import { scoreFields } from '../content/participant-fields';
import { editionHistories } from '../editions/history';
import { compareFile, type CompareSource } from './compare-file';
import { readCompareData } from './read-data';

// Four editions, newest first; 2026 is the current one, 2027 is being prepared and not shown:
// sika every year, abb in 2026 and 2024 (not in 2025), lonza only in 2025 (not in the current one).
const sika2026: Participant = {
  ...participant('sika', {
    pubRef: 'Sika AG',
    rankVR: '2',
    rankDS: '*',
    rankOverall: '1',
    totalVR: '91,5',
    totalDS: '0',
    qualDS1: '8,25',
    averageMedia: '7,1',
    certificate: '*',
  }),
  prevYearVR: 3,
  prevYearDS: 4,
  prevYearOverall: 2,
};
const abb2026: Participant = {
  ...participant('abb', { pubRef: '', company: 'ABB Ltd', rankVR: '999', rankDS: '7', rankOverall: '' }),
  prevYearVR: null,
  prevYearDS: null,
  prevYearOverall: null,
};
const editions = [
  { year: 2027, participants: [participant('sika', { rankOverall: '4' })] },
  { year: 2026, participants: [sika2026, abb2026] },
  {
    year: 2025,
    participants: [participant('sika', { rankVR: '3', rankDS: '4', rankOverall: '2' }), participant('lonza')],
  },
  {
    year: 2024,
    participants: [
      participant('sika', { rankOverall: '6' }),
      participant('abb', { rankVR: '1', rankDS: '2', rankOverall: '1' }),
    ],
  },
].map((e) => ({ ...e, byRef: new Map(e.participants.map((p) => [p.ref, p])) }));
const histories = editionHistories(editions);
const current: CompareSource = { year: 2026, participants: [sika2026, abb2026], previousFromEdition: true };
const years = editions.map((e) => e.year);

/** The file as the browser gets it: written, sent as JSON text, read back. */
const roundTrip = (source: CompareSource) =>
  readCompareData(JSON.parse(JSON.stringify(compareFile(source, years, histories))));

describe('compareFile and readCompareData', () => {
  it('carry every company of the current edition with its typed values', () => {
    const data = roundTrip(current);
    expect(data?.edition).toBe(2026);
    expect(data?.years).toEqual([2026, 2025, 2024]);
    expect(data?.companies.map((c) => [c.ref, c.name])).toEqual([
      ['sika', 'Sika AG'],
      ['abb', 'ABB Ltd'],
    ]);
    const [sika, abb] = data?.companies ?? [];
    expect(sika).toMatchObject({
      rankOverall: 1,
      rankVR: 2,
      rankDS: '*',
      prevYearOverall: 2,
      prevYearVR: 3,
      prevYearDS: 4,
      certificate: true,
    });
    expect(sika?.scores).toEqual(Object.fromEntries(scoreFields.map((field) => [field, sika2026[field]])));
    expect(sika?.scores.totalVR).toBe(91.5);
    expect(abb).toMatchObject({
      rankOverall: null,
      rankVR: null,
      rankDS: 7,
      prevYearOverall: null,
      certificate: false,
    });
  });

  it('carry each company’s three ranks in every edition up to the current one', () => {
    const [sika, abb] = roundTrip(current)?.companies ?? [];
    expect(sika?.history).toEqual([
      { rankOverall: 1, rankVR: 2, rankDS: '*' },
      { rankOverall: 2, rankVR: 3, rankDS: 4 },
      { rankOverall: 6, rankVR: null, rankDS: null },
    ]);
    expect(abb?.history).toEqual([
      { rankOverall: null, rankVR: null, rankDS: 7 },
      null,
      { rankOverall: 1, rankVR: 1, rankDS: 2 },
    ]);
  });

  it('leave the overall rank’s previous value unknown when the edition before is not on the site', () => {
    const source = { ...current, previousFromEdition: false };
    expect(compareFile(source, years, histories).columns).not.toContain('prevYearOverall');
    expect(roundTrip(source)?.companies[0]?.prevYearOverall).toBeUndefined();
  });

  it('write the field names once, not per company', () => {
    const text = JSON.stringify(compareFile(current, years, histories));
    expect(text.match(/"rankOverall"/g)).toHaveLength(1);
  });
});
