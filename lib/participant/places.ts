import { placeOf, type Rank } from '../content/participant';

/**
 * Place numbers for a category's list of winners (spec section 4): a winner's own rank when it
 * has one, otherwise its position (index + 1). A category with more than three winners has two
 * second places, so every place after the second moves down by one: 1, 2, 2, 3 (and 4, 5 … for
 * any further entries).
 */
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
