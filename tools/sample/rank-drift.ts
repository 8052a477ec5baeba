/**
 * How a company's scores move between editions, and the ranks they give. The sample goes back in
 * time from the latest edition: each year before, a company's scores are a little lower on
 * average (reports get better over the years) and move by at most about a point and a half, so
 * that its ranks drift by a few places a year instead of jumping about.
 */
export interface Scores {
  vr: number;
  ds: number;
}

/** Per year back: the average change (reports were a little weaker), the largest random move, the bounds. */
export const drift = { trend: 0.3, noise: 1.5, min: 20, max: 95 } as const;

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The scores a year earlier. `random` is the history's seeded random: two draws per call. */
export function driftBack(scores: Scores, random: () => number): Scores {
  const step = (value: number) =>
    round2(Math.min(drift.max, Math.max(drift.min, value - drift.trend + (random() * 2 - 1) * drift.noise)));
  const vr = step(scores.vr);
  return { vr, ds: step(scores.ds) };
}

/** Points in whole hundredths: totals compare exactly, as the content check compares them. */
export const cents = (points: number) => Math.round(points * 100);

/**
 * Ranks by score, highest first, as the published method ranks by totals: 1 + the number of
 * entries with a higher score, so equal scores (to the hundredth) share a rank and the next rank
 * skips ("1, 2, 2, 4"). Entries without a score are left out. The map lists them best first,
 * ties in the order given.
 */
export function ranksBy<T extends { ref: string }>(
  entries: readonly T[],
  score: (entry: T) => number | null,
): Map<string, number> {
  const ranked = entries
    .map((entry) => {
      const value = score(entry);
      return { ref: entry.ref, value: value === null ? null : cents(value) };
    })
    .filter((e): e is { ref: string; value: number } => e.value !== null)
    .sort((a, b) => b.value - a.value);
  const ranks = new Map<string, number>();
  ranked.forEach((e, i) => {
    const before = ranked[i - 1];
    ranks.set(e.ref, before && before.value === e.value ? (ranks.get(before.ref) as number) : i + 1);
  });
  return ranks;
}
