import type { Participant } from '../content/participant';
import { bySector } from './by-sector';
import { editionStatistics, rankKinds, type EditionStatistics, type RankKey } from './statistics';

/** Each participant's places in its sector ("3 of 17") and the sector's statistics, once per edition. */
export interface SectorPlace {
  /** 1 + the number of the sector's participants ranked before it (a shared rank shares the place). */
  place: number;
  /** The sector's participants that hold a rank of this kind. */
  count: number;
}

export function editionSectors(participants: readonly Participant[]) {
  /** Per sector key present in the edition. */
  const statistics = new Map<string, EditionStatistics>();
  /** Per ref of a participant with a sector. */
  const standings = new Map<string, { sector: string; places: Record<RankKey, SectorPlace | null> }>();
  for (const [sector, group] of bySector(participants)) {
    statistics.set(sector, editionStatistics(group));
    const ranks = rankKinds.map(({ field }) => group.flatMap((p) => (typeof p[field] === 'number' ? [p[field]] : [])));
    for (const p of group) {
      const places = Object.fromEntries(
        rankKinds.map(({ key, field }, i) => {
          const rank = p[field];
          const ranked = ranks[i] as number[];
          const place = typeof rank === 'number' ? ranked.filter((r) => r < rank).length + 1 : null;
          return [key, place === null ? null : { place, count: ranked.length }];
        }),
      ) as Record<RankKey, SectorPlace | null>;
      standings.set(p.ref, { sector, places });
    }
  }
  return { statistics, standings };
}
