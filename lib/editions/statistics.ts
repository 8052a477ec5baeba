import type { Participant, Score, ScoreField } from '../content/participant';
import { scoreFields } from '../content/participant-fields';
import { profileGroups, type ProfileGroupKey } from '../participant/profile-groups';

/** An edition's (or sector's) ranked counts and every score's median and best, once per edition. */
export interface GroupStatistics {
  median: number | null;
  best: number | null;
  /** How many participants have points in this group. */
  count: number;
}

export interface RankedCounts {
  valueReporting: number;
  design: number;
  overall: number;
}

export interface EditionStatistics {
  participantCount: number;
  /** The "of N" beside each of the three ranks. */
  rankedCounts: RankedCounts;
  groups: Readonly<Record<ProfileGroupKey, GroupStatistics>>;
  /** Every score field, criteria included. */
  scores: Readonly<Record<ScoreField, GroupStatistics>>;
}

/** The median of a list of numbers (the mean of the middle two for an even count); null when empty. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length % 2 === 1) return sorted[middle] as number;
  return ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** Points that count: zero means "not rated" and, like no value, is left out. */
export function ratedPoints(score: Score): number | null {
  return score === null || score === 0 ? null : score;
}

function rankedCount(all: readonly Participant[], field: 'rankVR' | 'rankDS' | 'rankOverall'): number {
  return all.filter((p) => typeof p[field] === 'number').length;
}

function scoreStatistics(participants: readonly Participant[], field: ScoreField): GroupStatistics {
  const values = participants.map((p) => ratedPoints(p[field])).filter((v): v is number => v !== null);
  const best = values.reduce<number | null>((max, v) => (max === null || v > max ? v : max), null);
  return { median: median(values), best, count: values.length };
}

export function editionStatistics(participants: readonly Participant[]): EditionStatistics {
  const scores = Object.fromEntries(
    scoreFields.map((field) => [field, scoreStatistics(participants, field)]),
  ) as Record<ScoreField, GroupStatistics>;
  const groups = Object.fromEntries(profileGroups.map(({ key, field }) => [key, scores[field]])) as Record<
    ProfileGroupKey,
    GroupStatistics
  >;
  return {
    participantCount: participants.length,
    rankedCounts: {
      valueReporting: rankedCount(participants, 'rankVR'),
      design: rankedCount(participants, 'rankDS'),
      overall: rankedCount(participants, 'rankOverall'),
    },
    groups,
    scores,
  };
}
