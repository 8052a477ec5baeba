import { placeOf, type Rank } from '../content/participant';

/** Place numbers: a winner's own rank, else index + 1; with more than three winners: 1, 2, 2, 3, 4 … */
export function placeNumber(index: number, count: number, rank?: Rank): number {
  const own = rank === undefined ? null : placeOf(rank);
  if (own !== null) return own;
  if (count > 3 && index >= 2) return index;
  return index + 1;
}

/** The place numbers of a whole list, in order (see placeNumber). */
export function placeNumbers(entries: readonly { rank?: Rank }[]): number[] {
  return entries.map((entry, index) => placeNumber(index, entries.length, entry.rank));
}
