import type { Participant, Score, ScoreField } from '../content/participant';
import { scoreFields } from '../content/participant-fields';
import { profileGroups, type ProfileGroupKey } from '../participant/profile-groups';

/** The three ranks by the key the pages name them with: the rank, last edition's rank and, but overall, the points. */
export const rankKinds = [
  { key: 'valueReporting', field: 'rankVR', previous: 'prevYearVR', points: 'totalVR' },
  { key: 'design', field: 'rankDS', previous: 'prevYearDS', points: 'totalDS' },
  { key: 'overall', field: 'rankOverall', previous: 'prevYearOverall' },
] as const;

export type RankKey = (typeof rankKinds)[number]['key'];
export type RankedCounts = Record<RankKey, number>;

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

/** A score's median and best in an edition (or sector), and how many participants have points in it. */
function scoreStatistics(participants: readonly Participant[], field: ScoreField) {
  const values = participants.map((p) => ratedPoints(p[field])).filter((v): v is number => v !== null);
  return { median: median(values), best: values.length ? Math.max(...values) : null, count: values.length };
}

export type GroupStatistics = ReturnType<typeof scoreStatistics>;

export function editionStatistics(participants: readonly Participant[]) {
  // Every score field, criteria included; the profile's groups are four of them.
  const scores = Object.fromEntries(
    scoreFields.map((field) => [field, scoreStatistics(participants, field)]),
  ) as Readonly<Record<ScoreField, GroupStatistics>>;
  return {
    participantCount: participants.length,
    /** The "of N" beside each of the three ranks. */
    rankedCounts: Object.fromEntries(
      rankKinds.map(({ key, field }) => [key, participants.filter((p) => typeof p[field] === 'number').length]),
    ) as RankedCounts,
    groups: Object.fromEntries(profileGroups.map(({ key, field }) => [key, scores[field]])) as Readonly<
      Record<ProfileGroupKey, GroupStatistics>
    >,
    scores,
  };
}

export type EditionStatistics = ReturnType<typeof editionStatistics>;
