/**
 * @jest-environment node
 */
import { drift, driftBack, ranksBy } from './rank-drift';
import { seededRandom } from './random';

describe('driftBack', () => {
  it('moves each score by at most the trend and the noise, within the bounds, to two decimals', () => {
    const random = seededRandom(1);
    for (let i = 0; i < 2000; i++) {
      const start = { vr: 20 + (i % 76), ds: 95 - (i % 76) };
      const before = driftBack(start, random);
      for (const key of ['vr', 'ds'] as const) {
        expect(Math.abs(before[key] - start[key])).toBeLessThanOrEqual(drift.trend + drift.noise + 1e-9);
        expect(before[key]).toBeGreaterThanOrEqual(drift.min);
        expect(before[key]).toBeLessThanOrEqual(drift.max);
        expect(Math.round(before[key] * 100) / 100).toBe(before[key]);
      }
    }
  });

  it('is lower on average: reports got better over the years', () => {
    const random = seededRandom(2);
    const changes = Array.from({ length: 4000 }, () => driftBack({ vr: 60, ds: 60 }, random).vr - 60);
    const mean = changes.reduce((a, b) => a + b, 0) / changes.length;
    expect(mean).toBeCloseTo(-drift.trend, 1);
  });

  it('is deterministic for a seed', () => {
    const a = seededRandom(3);
    const b = seededRandom(3);
    expect(driftBack({ vr: 70, ds: 50 }, a)).toEqual(driftBack({ vr: 70, ds: 50 }, b));
  });
});

describe('ranksBy', () => {
  it('ranks by score, highest first, leaves out entries without one; equal scores share a rank', () => {
    const entries = [
      { ref: 'a', score: 50 },
      { ref: 'b', score: 80 },
      { ref: 'c', score: null },
      { ref: 'd', score: 50 },
      { ref: 'e', score: 90.5 },
      { ref: 'f', score: 40 },
    ];
    const ranks = ranksBy(entries, (e) => e.score);
    expect([...ranks]).toEqual([
      ['e', 1],
      ['b', 2],
      ['a', 3],
      ['d', 3],
      ['f', 5],
    ]);
  });

  it('compares to the hundredth, so a sum with binary noise ties with its equal', () => {
    // 0.1 + 0.2 is 0.30000000000000004 in binary floating point.
    const ranks = ranksBy(
      [
        { ref: 'sum', score: 0.1 + 0.2 },
        { ref: 'plain', score: 0.3 },
      ],
      (e) => e.score,
    );
    expect(ranks.get('sum')).toBe(1);
    expect(ranks.get('plain')).toBe(1);
  });
});
