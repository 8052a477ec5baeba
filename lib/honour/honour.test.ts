import type { WinnerCategoryKey } from '../content/awards-schema';
import type { Rank } from '../content/participant';
import { honourOf, honourTable, type HonourEdition } from './honour';

type Row = [ref: string, rankOverall: Rank, name?: string];
type Winners = Partial<Record<WinnerCategoryKey, string[]>>;

/** An edition of rows and the jury's winners (every category needs at least one in awards.json; here they may be empty). */
function edition(year: number, rows: Row[], winners: Winners = {}): HonourEdition {
  return {
    year,
    participants: rows.map(([ref, rankOverall, name = ref.toUpperCase()]) => ({ ref, name, rankOverall })),
    awards: {
      winnerCategories: (['overall', 'valueReporting', 'design', 'text'] as const).map((key) => ({
        key,
        winners: winners[key] ?? [],
      })),
    },
  };
}

/** Ranks 1…n for the refs in order, and `filler` more ranked companies after them. */
function ranked(refs: string[], filler = 0): Row[] {
  return [...refs, ...Array.from({ length: filler }, (_, i) => `filler-${i}`)].map((ref, i) => [ref, i + 1]);
}

const byRef = (table: ReturnType<typeof honourTable>, ref: string) => {
  const entry = table.entries.find((e) => e.ref === ref);
  if (!entry) throw new Error(`no entry for ${ref}`);
  return entry;
};

describe('honourTable', () => {
  it('counts podium places per category from the winners in order, only the first three', () => {
    const table = honourTable(
      [
        edition(2025, ranked(['a', 'b', 'c', 'd']), { overall: ['a', 'b', 'c', 'd'], design: ['b', 'a'] }),
        edition(2026, ranked(['b', 'a', 'c', 'd']), { overall: ['b', 'a', 'c'], text: ['c', 'c', 'a'] }),
      ],
      2026,
    );
    expect(byRef(table, 'a').podium).toEqual({
      overall: [1, 1, 0],
      valueReporting: [0, 0, 0],
      design: [0, 1, 0],
      text: [0, 0, 1],
    });
    expect(byRef(table, 'a').podiumTotal).toBe(4);
    expect(byRef(table, 'c').podium.text).toEqual([1, 1, 0]);
    expect(byRef(table, 'c').podium.overall).toEqual([0, 0, 2]);
    // Fourth in the winners' list: no podium place.
    expect(byRef(table, 'd').podiumTotal).toBe(0);
  });

  it('lists only companies ranked overall at least once, each once across a rename, under its newest name', () => {
    const table = honourTable(
      [
        edition(2024, [
          ['old', 5, 'Old Name AG'],
          ['never', null],
          ['star', '*'],
        ]),
        edition(2025, [
          ['old', 3, 'Old Name AG'],
          ['never', '*'],
        ]),
        edition(2026, [
          ['old', null, 'New Name AG'],
          ['never', null],
          ['x', 1],
        ]),
      ],
      2026,
    );
    expect(table.entries.map((e) => e.ref).sort()).toEqual(['old', 'x']);
    const renamed = byRef(table, 'old');
    expect(renamed.name).toBe('New Name AG');
    expect(renamed.formerNames).toEqual(['Old Name AG']);
    expect(renamed.best12Years).toEqual([2025, 2024]);
    expect(renamed.path).toBe('/teilnehmer/old#history');
  });

  it('links to the newest edition the company took part in, under its year when archived', () => {
    const table = honourTable([edition(2025, ranked(['gone', 'x'])), edition(2026, ranked(['x']))], 2026);
    expect(byRef(table, 'gone').path).toBe('/2025/teilnehmer/gone#history');
    expect(byRef(table, 'x').path).toBe('/teilnehmer/x#history');
  });

  it('counts best-12 finishes: an overall rank of 12 or better, shared ranks included', () => {
    const rows: Row[] = [
      ...ranked(Array.from({ length: 11 }, (_, i) => `r${i}`)),
      ['tie-a', 12],
      ['tie-b', 12],
      ['c', 14],
    ];
    const table = honourTable([edition(2026, rows)], 2026);
    expect(byRef(table, 'tie-a').best12Years).toEqual([2026]);
    expect(byRef(table, 'tie-b').best12Years).toEqual([2026]);
    expect(byRef(table, 'c').best12Years).toEqual([]);
  });

  it('counts the streak back from the current edition; a missed or worse year ends it', () => {
    const top = (ref: string, rank: number): Row => [ref, rank];
    const table = honourTable(
      [
        edition(2022, [top('always', 1), top('gap', 1), top('worse', 1), top('old', 1)]),
        edition(2023, [top('always', 2), top('worse', 13), top('old', 2)]),
        edition(2024, [top('always', 3), top('gap', 2), top('worse', 4), top('old', 3)]),
        edition(2025, [top('always', 4), top('gap', 3), top('worse', 5), top('old', 4)]),
        edition(2026, [top('always', 12), top('gap', 4), top('worse', 6), top('old', 13)]),
      ],
      2026,
    );
    expect(byRef(table, 'always').streak).toBe(5);
    expect(byRef(table, 'gap').streak).toBe(3);
    expect(byRef(table, 'worse').streak).toBe(3);
    expect(byRef(table, 'old').streak).toBe(0);
    expect(byRef(table, 'old').best12Years).toEqual([2025, 2024, 2023, 2022]);
  });

  it('ignores editions newer than the current one', () => {
    const table = honourTable([edition(2026, ranked(['a'])), edition(2027, ranked(['b']), { overall: ['b'] })], 2026);
    expect(table.entries.map((e) => e.ref)).toEqual(['a']);
    expect(table.years).toEqual([2026]);
  });

  it('weighs the five newest editions 5, 4, 3, 2, 1; a year without an overall place counts as the last place plus one', () => {
    // Six editions: 2021 is beyond the five and does not count.
    const table = honourTable(
      [
        edition(2021, ranked(['a', 'b'], 8)),
        edition(2022, ranked(['a', 'b'], 8)), // 10 ranked
        edition(2023, [...ranked(['b', 'a'], 18), ['u', null]]), // 20 ranked; u not ranked
        edition(2024, ranked(['a'], 29)), // 30 ranked; b missing
        edition(2025, [...ranked(['a'], 39), ['b', '*']]), // 40 ranked; b ranked separately
        edition(2026, ranked(['x', 'a', 'b'], 47)), // 50 ranked
      ],
      2026,
    );
    expect(table.indexYears).toEqual([
      { year: 2026, weight: 5, missingPlace: 51 },
      { year: 2025, weight: 4, missingPlace: 41 },
      { year: 2024, weight: 3, missingPlace: 31 },
      { year: 2023, weight: 2, missingPlace: 21 },
      { year: 2022, weight: 1, missingPlace: 11 },
    ]);
    // a: 2 (2026), 1, 1, 2, 1 → (10 + 4 + 3 + 4 + 1) / 15
    expect(byRef(table, 'a').index).toBeCloseTo(22 / 15, 10);
    // b: 3, 41 (*), 31 (missing), 1, 2 → (15 + 164 + 93 + 2 + 2) / 15
    expect(byRef(table, 'b').index).toBeCloseTo(276 / 15, 10);
  });

  it('uses the weights of the editions there are when fewer than five are on the site', () => {
    const table = honourTable([edition(2025, ranked(['a', 'b'])), edition(2026, ranked(['b']))], 2026);
    expect(table.indexYears.map((y) => y.weight)).toEqual([5, 4]);
    // a: missing in 2026 (1 ranked → 2), 1 in 2025 → (10 + 4) / 9
    expect(byRef(table, 'a').index).toBeCloseTo(14 / 9, 10);
  });

  it('orders by overall first places, then podium places, best-12 finishes and the index; equals share a place', () => {
    const table = honourTable(
      [
        edition(2025, [...ranked(['p', 'q', 'r', 's', 't', 'u']), ['v', 20], ['w', 20]], {
          overall: ['q', 'p', 'r'],
          design: ['s'],
        }),
        edition(
          2026,
          [...ranked(['p', 'r', 's', 't', 'u', 'q']), ['v', 20], ['w', 20], ['a-twin', 30], ['z-twin', 30]],
          {
            overall: ['p', 'r', 's'],
          },
        ),
      ],
      2026,
    );
    // p and q: one overall win each; p has two podium places, q one. r: no win, two podium places;
    // s: two podium places too, but the same best-12 count as r and a worse index.
    expect(table.entries.map((e) => [e.ref, e.place])).toEqual([
      ['p', 1],
      ['q', 2],
      ['r', 3],
      ['s', 4],
      ['t', 5],
      ['u', 6],
      ['v', 7],
      ['w', 7],
      ['a-twin', 9],
      ['z-twin', 9],
    ]);
  });

  it('computes once per loaded content', () => {
    const content = { editions: [edition(2026, ranked(['a']))], current: { year: 2026 } };
    expect(honourOf(content)).toBe(honourOf(content));
    expect(honourOf({ ...content, editions: [...content.editions] })).not.toBe(honourOf(content));
  });
});
