import type { Participant } from '../content/participant';
import { ratedPoints, type EditionStatistics } from '../editions/statistics';
import { profileGroups, type ProfileGroupKey } from './profile-groups';

/** The score profile: per group the participant's points beside the median and best, and its sector's median. */
export interface ProfileRow {
  key: ProfileGroupKey;
  max: number;
  /** The participant's points, or null when it was not rated in this group. */
  value: number | null;
  /** Median and best over every participant with points in this group (null when none has). */
  median: number | null;
  best: number | null;
  /** How many participants have points in this group. */
  count: number;
  /** The median of the participant's sector; undefined when it has none. */
  sectorMedian?: number | null;
}

export function scoreProfile(
  participant: Participant,
  statistics: EditionStatistics,
  sector?: EditionStatistics,
): ProfileRow[] {
  return profileGroups.map(({ key, field, max }) => ({
    key,
    max,
    value: ratedPoints(participant[field]),
    ...statistics.groups[key],
    ...(sector && { sectorMedian: sector.groups[key].median }),
  }));
}

/** A value as a share of its scale, clamped to 0…1 (for drawing). */
export function shareOf(value: number | null, max: number): number {
  if (value === null || max <= 0) return 0;
  return Math.min(1, Math.max(0, value / max));
}

/** True when the participant has points in at least one group (otherwise the profile is left out). */
export function hasProfile(rows: readonly ProfileRow[]): boolean {
  return rows.some((row) => row.value !== null);
}
