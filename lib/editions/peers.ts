import type { Participant } from '../content/participant';
import { bySector } from './by-sector';
import { median, ratedPoints } from './statistics';

/**
 * Each participant's nearest peers: up to `limit` of its sector (else the edition) with the closest
 * overall points, walking outwards from its place in the once-sorted pool.
 */

/** Overall points: value reporting and design added, as the overall rank orders them; null unless both are rated. */
export function overallPoints(participant: Participant): number | null {
  const vr = ratedPoints(participant.totalVR);
  const ds = ratedPoints(participant.totalDS);
  return vr === null || ds === null ? null : Math.round((vr + ds) * 100) / 100;
}

/** The median of a group's overall points (those rated in both); null when none is. */
export function overallMedian(participants: readonly Participant[]): number | null {
  return median(participants.map(overallPoints).filter((p): p is number => p !== null));
}

type Scored = { ref: string; points: number };

/** The refs nearest to pool[index] by points, closest first (on a tie, the higher score first). */
function nearestInPool(pool: readonly Scored[], index: number, limit: number): string[] {
  const own = (pool[index] as Scored).points;
  const found: string[] = [];
  let above = index + 1;
  let below = index - 1;
  while (found.length < limit && (above < pool.length || below >= 0)) {
    const up = pool[above];
    const down = pool[below];
    if (up !== undefined && (down === undefined || up.points - own <= own - down.points)) {
      found.push(up.ref);
      above += 1;
    } else if (down) {
      found.push(down.ref);
      below -= 1;
    }
  }
  return found;
}

export function nearestPeers(participants: readonly Participant[], limit = 5): ReadonlyMap<string, readonly string[]> {
  const scored = participants.flatMap((p) => {
    const points = overallPoints(p);
    return points === null ? [] : [{ ref: p.ref, sector: p.sector, points }];
  });
  const ascending = (a: Scored, b: Scored) => a.points - b.points || a.ref.localeCompare(b.ref);
  const peers = new Map<string, readonly string[]>();
  // The whole edition is the pool of those without a sector; each sector is its members' pool.
  const everyone = [...scored].sort(ascending);
  everyone.forEach((s, i) => !s.sector && peers.set(s.ref, nearestInPool(everyone, i, limit)));
  for (const pool of bySector(scored).values()) {
    pool.sort(ascending);
    pool.forEach((s, i) => peers.set(s.ref, nearestInPool(pool, i, limit)));
  }
  return peers;
}
