/** A row's best values (lowest rank, most points), ties all marked; none with fewer than two; null never. */
export type Better = 'lower' | 'higher';

export function bestMarks(values: readonly (number | null)[], better: Better): boolean[] {
  const numbers = values.filter((v): v is number => v !== null && Number.isFinite(v));
  if (values.length < 2 || numbers.length === 0) return values.map(() => false);
  const best = better === 'lower' ? Math.min(...numbers) : Math.max(...numbers);
  return values.map((v) => v === best);
}
