import { overallWinner, specialMentionGroups, winnerEntries, winnerGroups, type AwardsSource } from './cards';
import type { Awards } from '../content/awards-schema';
import type { Participant } from '../content/participant';
import { participant } from '../content/__fixtures__/participant';

const people = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((ref) =>
  participant(ref, { pubRef: `Pub ${ref.toUpperCase()}`, company: `${ref} Holding AG` }),
);

const awards: Awards = {
  winnerCategories: [
    { key: 'overall', winners: ['a', 'b', 'c'] },
    { key: 'valueReporting', winners: ['d', 'e', 'f', 'g'] },
    { key: 'design', winners: ['c'] },
    { key: 'text', winners: ['b', 'a'] },
  ],
  specialMentions: [
    { key: 'text', ref: 'g' },
    { key: 'design', ref: 'e' },
    { key: 'text', ref: 'f' },
  ],
  certificateThreshold: 140,
};

function source(
  edition: Awards = awards,
  participants: readonly Participant[] = people,
  archivedYear?: number,
): AwardsSource {
  return {
    year: archivedYear ?? 2026,
    awards: edition,
    byRef: new Map(participants.map((p) => [p.ref, p])),
    archivedYear,
  };
}

describe('winnerGroups', () => {
  const groups = winnerGroups(source());

  it('keeps the categories of awards.json in order, with their index', () => {
    expect(groups.map((g) => [g.kind, g.key, g.index])).toEqual([
      ['winner', 'overall', 0],
      ['winner', 'valueReporting', 1],
      ['winner', 'design', 2],
      ['winner', 'text', 3],
    ]);
  });

  it('numbers three winners 1, 2, 3 and gives only the first the winning place', () => {
    expect(groups[0]?.cards.map((c) => [c.ref, c.place, c.first])).toEqual([
      ['a', 1, true],
      ['b', 2, false],
      ['c', 3, false],
    ]);
  });

  it('shares second place in a category of four', () => {
    expect(groups[1]?.cards.map((c) => c.place)).toEqual([1, 2, 2, 3]);
  });

  it('falls back to the company name when pubRef is empty', () => {
    const noPubRef = people.map((p) => (p.ref === 'a' ? participant('a', { pubRef: '', company: 'a Holding AG' }) : p));
    expect(winnerGroups(source(awards, noPubRef))[0]?.cards[0]?.name).toBe('a Holding AG');
  });

  it('names each card by pubRef and links it to the participant page with the category index', () => {
    expect(groups[3]?.cards.map((c) => [c.name, c.path])).toEqual([
      ['Pub B', '/teilnehmer/b?category=3'],
      ['Pub A', '/teilnehmer/a?category=3'],
    ]);
  });

  it('leaves out a ref without a participant and numbers the rest', () => {
    const withUnknown: Awards = { ...awards, winnerCategories: [{ key: 'overall', winners: ['a', 'nobody', 'b'] }] };
    expect(winnerGroups(source(withUnknown))[0]?.cards.map((c) => [c.ref, c.place])).toEqual([
      ['a', 1],
      ['b', 2],
    ]);
  });

  it('gives each card the edition’s year and links an archived edition’s pages under its year', () => {
    const [overall] = winnerGroups(source(awards, people, 2025));
    expect(overall?.cards.map((c) => [c.year, c.path])).toEqual([
      [2025, '/2025/teilnehmer/a?category=0'],
      [2025, '/2025/teilnehmer/b?category=0'],
      [2025, '/2025/teilnehmer/c?category=0'],
    ]);
  });
});

describe('specialMentionGroups', () => {
  const groups = specialMentionGroups(source());

  it('groups the mentions by key in order of first appearance', () => {
    expect(groups.map((g) => [g.kind, g.key, g.index, g.cards.map((c) => c.ref)])).toEqual([
      ['specialMention', 'text', 0, ['g', 'f']],
      ['specialMention', 'design', 1, ['e']],
    ]);
  });

  it('links without a category', () => {
    expect(groups[1]?.cards[0]).toEqual({
      ref: 'e',
      name: 'Pub E',
      year: 2026,
      place: 1,
      first: true,
      path: '/teilnehmer/e',
    });
  });

  it('links an archived edition’s mentions under its year', () => {
    expect(specialMentionGroups(source(awards, people, 2024))[1]?.cards[0]?.path).toBe('/2024/teilnehmer/e');
  });
});

describe('winnerEntries', () => {
  it('lists every winner category by category, with its category key', () => {
    const entries = winnerEntries(source());
    expect(entries).toHaveLength(3 + 4 + 1 + 2);
    expect(entries.map((e) => `${e.category}:${e.ref}:${e.place}`)).toEqual([
      'overall:a:1',
      'overall:b:2',
      'overall:c:3',
      'valueReporting:d:1',
      'valueReporting:e:2',
      'valueReporting:f:2',
      'valueReporting:g:3',
      'design:c:1',
      'text:b:1',
      'text:a:2',
    ]);
  });
});

describe('overallWinner', () => {
  it('is the first place of the overall category, wherever that category stands', () => {
    const reordered: Awards = { ...awards, winnerCategories: [...awards.winnerCategories].reverse() };
    const winner = overallWinner(winnerEntries(source(reordered)));
    expect([winner?.ref, winner?.category, winner?.place, winner?.name]).toEqual(['a', 'overall', 1, 'Pub A']);
  });

  it('is the first named participant that exists: a ref without a participant is left out', () => {
    const gone: Awards = { ...awards, winnerCategories: [{ key: 'overall', winners: ['x', 'b'] }] };
    expect(overallWinner(winnerEntries(source(gone)))?.ref).toBe('b');
  });

  it('is undefined when the edition has no overall winner', () => {
    const noOverall: Awards = { ...awards, winnerCategories: awards.winnerCategories.slice(1) };
    expect(overallWinner(winnerEntries(source(noOverall)))).toBeUndefined();
    expect(overallWinner([])).toBeUndefined();
  });
});
