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

/**
 * Ranks 1…n by score, highest first, as the rating team ranks by totals: entries without a score
 * are left out, equal scores keep the order given.
 */
export function ranksBy<T extends { ref: string }>(
  entries: readonly T[],
  score: (entry: T) => number | null,
): Map<string, number> {
  const ranked = entries
    .map((entry) => ({ ref: entry.ref, value: score(entry) }))
    .filter((e): e is { ref: string; value: number } => e.value !== null)
    .sort((a, b) => b.value - a.value);
  return new Map(ranked.map((e, i) => [e.ref, i + 1]));
}
