import { rankNumber } from './values';

/**
 * Year-over-year movement of a rank (beyond the spec), from the current rank and the previous
 * year's (prevYearVR, prevYearDS). A smaller number is a better place, so moving from 8 to 4 is
 * "up by 4".
 */
export type RankMovement =
  | { kind: 'up' | 'down'; by: number; current: number; previous: number }
  | { kind: 'same'; current: number; previous: number }
  /** Ranked this year, not last year (new, or unranked then). */
  | { kind: 'new'; current: number }
  /** Not ranked this year: nothing to compare. */
  | { kind: 'none' };

export function rankMovement(current: string | null | undefined, previous: string | null | undefined): RankMovement {
  const now = rankNumber(current);
  if (now === null) return { kind: 'none' };
  const before = rankNumber(previous);
  if (before === null) return { kind: 'new', current: now };
  if (before === now) return { kind: 'same', current: now, previous: before };
  return before > now
    ? { kind: 'up', by: before - now, current: now, previous: before }
    : { kind: 'down', by: now - before, current: now, previous: before };
}
