import { placeOf, type Rank } from '../content/participant';

/** Year-over-year movement of a rank (8 → 4 is "up by 4"); none for an unknown previous rank. */
export type RankMovement =
  | { kind: 'up' | 'down'; by: number; current: number; previous: number }
  | { kind: 'same'; current: number; previous: number }
  /** Ranked this year, not last year (new, or unranked then). */
  | { kind: 'new'; current: number }
  /** Not ranked this year: nothing to compare. */
  | { kind: 'none' };

export function rankMovement(current: Rank, previous: Rank | undefined): RankMovement {
  const now = placeOf(current);
  if (now === null || previous === undefined) return { kind: 'none' };
  const before = placeOf(previous);
  if (before === null) return { kind: 'new', current: now };
  if (before === now) return { kind: 'same', current: now, previous: before };
  return { kind: before > now ? 'up' : 'down', by: Math.abs(before - now), current: now, previous: before };
}
