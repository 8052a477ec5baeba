import { editionHistories, historyUpTo, type EditionParticipants, type HistoryEntry } from './history';
import { participant } from '@/lib/content/__fixtures__/participant';
import type { Participant, Rank } from '@/lib/content/participant';

function edition(year: number, participants: Participant[]): EditionParticipants {
  return { year, byRef: new Map(participants.map((p) => [p.ref, p])) };
}

// Four editions, newest first as the content lists them:
// - sika takes part every year, as "Sika" until 2024 and "Sika AG" since 2025;
// - abb misses 2024 and 2025 and comes back in 2026;
// - lonza takes part in 2023 and 2024 only (it left);
// - vat joins in 2025.
const editions = [
  edition(2026, [
    participant('sika', { pubRef: 'Sika AG', rankVR: '2', rankDS: '5', rankOverall: '1' }),
    participant('abb', { pubRef: 'ABB Ltd', rankVR: '7', rankDS: '999', rankOverall: '9' }),
    participant('vat', { pubRef: 'VAT Group', rankVR: '30', rankDS: '12', rankOverall: '20' }),
  ]),
  edition(2025, [
    participant('sika', { pubRef: 'Sika AG', rankVR: '3', rankDS: '4', rankOverall: '2' }),
    participant('vat', { pubRef: 'VAT Group', rankVR: '', rankDS: '*', rankOverall: '' }),
  ]),
  edition(2024, [
    participant('sika', { pubRef: 'Sika', rankVR: '6', rankDS: '8', rankOverall: '5' }),
    participant('lonza', { pubRef: 'Lonza', rankVR: '11', rankDS: '10', rankOverall: '10' }),
  ]),
  edition(2023, [
    participant('sika', { pubRef: 'Sika', rankVR: '9', rankDS: '7', rankOverall: '8' }),
    participant('abb', { pubRef: 'ABB', rankVR: '1', rankDS: '2', rankOverall: '1' }),
    participant('lonza', { pubRef: 'Lonza', rankVR: '14', rankDS: '999', rankOverall: '16' }),
  ]),
];

const tookPart = (
  year: number,
  name: string,
  rankVR: Rank,
  rankDS: Rank,
  rankOverall: Rank,
  first = false,
): HistoryEntry => ({ kind: 'took-part', year, name, rankVR, rankDS, rankOverall, first });

describe('editionHistories', () => {
  const histories = editionHistories(editions);

  it('holds one history per ref of any edition', () => {
    expect([...histories.keys()].sort()).toEqual(['abb', 'lonza', 'sika', 'vat']);
  });

  it('lists every edition newest first, with the name and ranks of that edition (a renamed company)', () => {
    expect(histories.get('sika')).toEqual([
      tookPart(2026, 'Sika AG', 2, 5, 1),
      tookPart(2025, 'Sika AG', 3, 4, 2),
      tookPart(2024, 'Sika', 6, 8, 5),
      tookPart(2023, 'Sika', 9, 7, 8, true),
    ]);
  });

  it('puts a gap entry for each edition missed between two participations', () => {
    expect(histories.get('abb')).toEqual([
      tookPart(2026, 'ABB Ltd', 7, null, 9),
      { kind: 'gap', year: 2025 },
      { kind: 'gap', year: 2024 },
      tookPart(2023, 'ABB', 1, 2, 1, true),
    ]);
  });

  it('ends a company that left with its last edition, without gaps after it', () => {
    expect(histories.get('lonza')).toEqual([
      tookPart(2024, 'Lonza', 11, 10, 10),
      tookPart(2023, 'Lonza', 14, null, 16, true),
    ]);
  });

  it('starts with the first participation: no gaps before it, and only that entry is first', () => {
    const vat = histories.get('vat');
    expect(vat).toEqual([tookPart(2026, 'VAT Group', 30, 12, 20), tookPart(2025, 'VAT Group', null, '*', null, true)]);
    for (const history of histories.values()) {
      const firsts = history.filter((entry) => entry.kind === 'took-part' && entry.first);
      expect(firsts).toHaveLength(1);
      expect(firsts[0]).toBe(history[history.length - 1]);
    }
  });

  it('does not depend on the order the editions are given in', () => {
    expect(editionHistories([...editions].reverse())).toEqual(histories);
  });

  it('gives a single edition one first entry per participant', () => {
    const single = editionHistories([edition(2026, [participant('sika', { rankOverall: '3' })])]);
    expect(single.get('sika')).toEqual([tookPart(2026, 'sika', null, null, 3, true)]);
  });
});

describe('historyUpTo', () => {
  const histories = editionHistories(editions);
  const sika = histories.get('sika') ?? [];
  const abb = histories.get('abb') ?? [];

  it('keeps the entries up to and including the year, newest first (an archived edition page)', () => {
    expect(historyUpTo(sika, 2024)).toEqual([tookPart(2024, 'Sika', 6, 8, 5), tookPart(2023, 'Sika', 9, 7, 8, true)]);
    expect(historyUpTo(abb, 2025).map((entry) => [entry.year, entry.kind])).toEqual([
      [2025, 'gap'],
      [2024, 'gap'],
      [2023, 'took-part'],
    ]);
  });

  it('keeps everything for the newest year and nothing before the first participation', () => {
    expect(historyUpTo(abb, 2026)).toEqual(abb);
    expect(historyUpTo(abb, 2022)).toEqual([]);
  });

  it('does not change the history it is given', () => {
    const copy = JSON.parse(JSON.stringify(abb)) as HistoryEntry[];
    historyUpTo(abb, 2023);
    expect(abb).toEqual(copy);
  });
});
