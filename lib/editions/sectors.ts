import type { Participant } from '../content/participant';
import { bySector } from './by-sector';
import { editionStatistics, type EditionStatistics, type RankedCounts } from './statistics';

/** Each participant's places in its sector ("3 of 17") and the sector's statistics, once per edition. */
export interface SectorPlace {
  /** 1 + the number of the sector's participants ranked before it (a shared rank shares the place). */
  place: number;
  /** The sector's participants that hold a rank of this kind. */
  count: number;
}

export interface SectorStanding {
  sector: string;
  places: Readonly<Record<keyof RankedCounts, SectorPlace | null>>;
}

export interface EditionSectors {
  /** Per sector key present in the edition. */
  statistics: ReadonlyMap<string, EditionStatistics>;
  /** Per ref of a participant with a sector. */
  standings: ReadonlyMap<string, SectorStanding>;
}

const rankFieldOf = { valueReporting: 'rankVR', design: 'rankDS', overall: 'rankOverall' } as const;

/** How many numbers of an ascending list are below `value` (binary search). */
function countBelow(sorted: readonly number[], value: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((sorted[middle] as number) < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

export function editionSectors(participants: readonly Participant[]): EditionSectors {
  const members = bySector(participants);

  const statistics = new Map<string, EditionStatistics>();
  const standings = new Map<string, SectorStanding>();
  for (const [sector, group] of members) {
    statistics.set(sector, editionStatistics(group));
    const sortedRanks = Object.fromEntries(
      Object.entries(rankFieldOf).map(([kind, field]) => [
        kind,
        group.flatMap((p) => (typeof p[field] === 'number' ? [p[field]] : [])).sort((a, b) => a - b),
      ]),
    ) as Record<keyof RankedCounts, number[]>;
    for (const p of group) {
      const places = Object.fromEntries(
        Object.entries(rankFieldOf).map(([kind, field]) => {
          const rank = p[field];
          const sorted = sortedRanks[kind as keyof RankedCounts];
          return [
            kind,
            typeof rank === 'number' ? { place: countBelow(sorted, rank) + 1, count: sorted.length } : null,
          ];
        }),
      ) as Record<keyof RankedCounts, SectorPlace | null>;
      standings.set(p.ref, { sector, places });
    }
  }
  return { statistics, standings };
}
