import type { Participant } from '../content/participant';
import { rankMovement } from '../participant/movement';
import { rankKinds, type RankKey } from './statistics';

/** A company that moved up against the edition before: both ranks and the size of the move. */
export interface Mover {
  ref: string;
  /** The name in this edition (a renamed company keeps its ref). */
  name: string;
  previous: number;
  current: number;
  /** Places gained: previous − current, at least 1. */
  by: number;
}

export interface EditionMovers {
  /** Per rank, the largest moves up, largest first; a tie at the last place listed is listed whole. */
  byKind: Readonly<Record<RankKey, readonly Mover[]>>;
  /**
   * Ranked overall in this edition but not in the edition before (new, back after a missed year,
   * or unranked then): they have no move and are not counted.
   */
  newcomers: number;
}

/** How many movers a list names before ties. */
export const moversListed = 5;

const collator = new Intl.Collator('de-CH');

/**
 * The year's movers from the participants' ranks and their ranks in the edition before (the
 * previousRanks the ranking shows as movement): only companies ranked in both count.
 */
export function editionMovers(participants: readonly Participant[], listed = moversListed): EditionMovers {
  const byKind = Object.fromEntries(
    rankKinds.map(({ key, field, previous }) => {
      const movers = participants
        .flatMap((p) => {
          const move = rankMovement(p[field], p[previous]);
          return move.kind === 'up'
            ? [{ ref: p.ref, name: p.name, previous: move.previous, current: move.current, by: move.by }]
            : [];
        })
        .sort((a, b) => b.by - a.by || a.current - b.current || collator.compare(a.name, b.name));
      return [key, moversUpTo(movers, listed)];
    }),
  ) as Record<RankKey, Mover[]>;
  const newcomers = participants.filter((p) => rankMovement(p.rankOverall, p.prevYearOverall).kind === 'new').length;
  return { byKind, newcomers };
}

/** The lists in the order the pages show them: the overall rank first. */
export const moverKinds = ['overall', 'valueReporting', 'design'] as const satisfies readonly RankKey[];

/**
 * The first `limit` movers of a list, and those tied with the last of them: a shorter list (a
 * press room's) still never names one of two companies that moved as far. No limit: the list.
 */
export function moversUpTo(movers: readonly Mover[], limit?: number): readonly Mover[] {
  if (limit === undefined || movers.length <= limit) return movers;
  const last = movers[limit - 1];
  return last === undefined ? [] : movers.filter((mover, i) => i < limit || mover.by === last.by);
}
