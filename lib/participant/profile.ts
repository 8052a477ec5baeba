import type { Participant } from '../content/participant';
import { ratedPoints, type EditionStatistics } from '../editions/statistics';
import { profileGroups } from './profile-groups';

/**
 * The score profile: per group its scale, the participant's points (null when it was not rated in
 * it), the median and best over every participant with points in it (null when none has), how many
 * have, and its sector's median (undefined without a sector).
 */
export function scoreProfile(participant: Participant, statistics: EditionStatistics, sector?: EditionStatistics) {
  return profileGroups.map(({ key, field, max }) => ({
    key,
    max,
    value: ratedPoints(participant[field]),
    ...statistics.groups[key],
    ...(sector && { sectorMedian: sector.groups[key].median }),
  }));
}

export type ProfileRow = ReturnType<typeof scoreProfile>[number];

/** A value as a share of its scale, clamped to 0…1 (for drawing). */
export function shareOf(value: number | null, max: number): number {
  if (value === null || max <= 0) return 0;
  return Math.min(1, Math.max(0, value / max));
}

/** True when the participant has points in at least one group (otherwise the profile is left out). */
export function hasProfile(rows: readonly ProfileRow[]): boolean {
  return rows.some((row) => row.value !== null);
}
