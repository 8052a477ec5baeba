/**
 * The best values of a comparison row (lowest rank, most points), ties all marked; nothing with
 * fewer than two companies. null never counts.
 */
export type Better = 'lower' | 'higher';

export function bestMarks(values: readonly (number | null)[], better: Better): boolean[] {
  const numbers = values.filter((v): v is number => v !== null && Number.isFinite(v));
  if (values.length < 2 || numbers.length === 0) return values.map(() => false);
  const best = better === 'lower' ? Math.min(...numbers) : Math.max(...numbers);
  return values.map((v) => v === best);
}
