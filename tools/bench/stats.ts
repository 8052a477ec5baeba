/** Small statistics for the benchmark (pure). */

/** The median; the mean of the two middle values for an even count; undefined for no values. */
export function median(values: readonly number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid] : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

export function max(values: readonly number[]): number | undefined {
  return values.length === 0 ? undefined : Math.max(...values);
}

/** Rounds to `digits` decimals (0 by default), keeping undefined. */
export function round(value: number | undefined, digits = 0): number | undefined {
  if (value === undefined) return undefined;
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}
