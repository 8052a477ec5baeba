import { compareRefs, MAX_COMPARED, type IsKnownRef } from '@/lib/compare/refs';

/**
 * The companies chosen in the ranking for a comparison: at most four refs in the order they were
 * added, kept for the tab (sessionStorage) so that the choice survives a visit to a participant
 * page. A stored value is read like the comparison's URL: whatever does not pass is dropped.
 */
export const COMPARE_CHOICE_KEY = 'compareChoice';

/** The choice with `ref` added at the end, or taken out when it is already in; a fifth is not added. */
export function toggleChoice(chosen: readonly string[], ref: string): string[] {
  if (chosen.includes(ref)) return chosen.filter((r) => r !== ref);
  return chosen.length >= MAX_COMPARED ? [...chosen] : [...chosen, ref];
}

/** The stored choice (refs separated by commas), limited to the refs the table holds. */
export function readChoice(stored: string | null, isKnown: IsKnownRef): string[] {
  return compareRefs((stored ?? '').split(','), isKnown);
}

export function choiceIsFull(chosen: readonly string[]): boolean {
  return chosen.length >= MAX_COMPARED;
}
