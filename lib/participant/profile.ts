import { scoreValue } from './format';
import { rankNumber } from './values';
import type { Participant, ParticipantField } from '../content/participant-schema';

/**
 * The score profile (beyond the spec): per criterion group the participant's points next to the
 * median and the best of all participants. Design splits into its three groups (quality,
 * communication, media); value reporting is one group. `max` is the group's scale in the
 * rating's grid: 100 points for value reporting, four criteria of up to 10 points for quality
 * and for communication, and the media average of up to 10.
 */
export const profileGroups = [
  { key: 'valueReporting', field: 'totalVR', max: 100 },
  { key: 'quality', field: 'totalQualDS', max: 40 },
  { key: 'communication', field: 'totalCommDS', max: 40 },
  { key: 'media', field: 'averageMedia', max: 10 },
] as const satisfies readonly { key: string; field: ParticipantField; max: number }[];

export type ProfileGroupKey = (typeof profileGroups)[number]['key'];

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
}

/** The median of a list of numbers (the mean of the middle two for an even count); null when empty. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length % 2 === 1) return sorted[middle] as number;
  return ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** Points in a field, or null when empty, unreadable or zero (zero means not rated, shown as a dash). */
function points(participant: Participant, field: ParticipantField): number | null {
  const value = scoreValue(participant[field]);
  return value === null || value === 0 ? null : value;
}

export function scoreProfile(participant: Participant, all: readonly Participant[]): ProfileRow[] {
  return profileGroups.map(({ key, field, max }) => {
    const values = all.map((p) => points(p, field)).filter((v): v is number => v !== null);
    return {
      key,
      max,
      value: points(participant, field),
      median: median(values),
      best: values.length ? Math.max(...values) : null,
      count: values.length,
    };
  });
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

/** How many participants hold a real rank in a rank field (the "of N" beside a rank). */
export function rankedCount(all: readonly Participant[], field: 'rankVR' | 'rankDS' | 'rankOverall'): number {
  return all.filter((p) => rankNumber(p[field]) !== null).length;
}

/** The "of N" beside each of the page's three ranks. */
export interface RankedCounts {
  valueReporting: number;
  design: number;
  overall: number;
}

export function rankedCounts(all: readonly Participant[]): RankedCounts {
  return {
    valueReporting: rankedCount(all, 'rankVR'),
    design: rankedCount(all, 'rankDS'),
    overall: rankedCount(all, 'rankOverall'),
  };
}
