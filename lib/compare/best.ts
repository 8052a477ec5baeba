/**
 * Which values of a row of the comparison are its best: the lowest rank, the most points. Every
 * value equal to the best is marked (a tie marks each), and nothing is marked with fewer than
 * two companies, where there is nothing to compare with. null (no rank, no points) never counts.
 */
export type Better = 'lower' | 'higher';

export function bestMarks(values: readonly (number | null)[], better: Better): boolean[] {
  const numbers = values.filter((v): v is number => v !== null && Number.isFinite(v));
  if (values.length < 2 || numbers.length === 0) return values.map(() => false);
  const best = better === 'lower' ? Math.min(...numbers) : Math.max(...numbers);
  return values.map((v) => v === best);
}
