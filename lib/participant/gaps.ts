import type { Participant } from '../content/participant';
import { ratedPoints, type EditionStatistics, type GroupStatistics } from '../editions/statistics';
import { detailGroups } from './detail-groups';
import { profileGroups, type ProfileGroupKey } from './profile-groups';

/**
 * Where the points were lost: per criterion group the distance of the participant's points to
 * the median and to the best of its edition (and of its sector), and the criteria where it would
 * gain most by reaching the median, or the best where it is already at or above the median.
 * Pure; the statistics were computed once per edition.
 */
export interface Distance {
  /** The participant's points minus the median (negative: below it); null when either is missing. */
  toMedian: number | null;
  /** The participant's points minus the best (zero when it is the best, else negative). */
  toBest: number | null;
}

export interface GroupGap {
  key: ProfileGroupKey;
  max: number;
  value: number | null;
  edition: Distance;
  /** Against the participant's sector; undefined when it has none. */
  sector?: Distance;
}

export type GainCriterion = (typeof gainCriteria)[number];

export interface CriterionGain {
  field: GainCriterion;
  value: number;
  /** What reaching it means: the median (when below it) or the best (when at or above the median). */
  target: 'median' | 'best';
  targetValue: number;
  /** targetValue − value, always > 0. */
  gain: number;
}

export interface PointGaps {
  groups: GroupGap[];
  /** At most three, the largest gain first. */
  gains: CriterionGain[];
}

/** The single criteria of the design rating, each on a scale of 10 (their totals are the groups). */
export const gainCriteria = detailGroups.flatMap((group) => group.fields);

const round = (value: number) => Math.round(value * 100) / 100;

function distance(value: number | null, statistics: GroupStatistics): Distance {
  return {
    toMedian: value === null || statistics.median === null ? null : round(value - statistics.median),
    toBest: value === null || statistics.best === null ? null : round(value - statistics.best),
  };
}

function gainOf(field: GainCriterion, value: number | null, statistics: GroupStatistics): CriterionGain | null {
  if (value === null || statistics.median === null || statistics.best === null) return null;
  const target = value < statistics.median ? 'median' : 'best';
  const targetValue = target === 'median' ? statistics.median : statistics.best;
  const gain = round(targetValue - value);
  return gain > 0 ? { field, value, target, targetValue, gain } : null;
}

export function pointGaps(
  participant: Participant,
  edition: EditionStatistics,
  sector: EditionStatistics | undefined,
  limit = 3,
): PointGaps {
  const groups = profileGroups.map(({ key, field, max }) => {
    const value = ratedPoints(participant[field]);
    const gap: GroupGap = { key, max, value, edition: distance(value, edition.scores[field]) };
    if (sector) gap.sector = distance(value, sector.scores[field]);
    return gap;
  });
  const gains = gainCriteria
    .map((field) => gainOf(field, ratedPoints(participant[field]), edition.scores[field]))
    .filter((gain): gain is CriterionGain => gain !== null)
    .sort((a, b) => b.gain - a.gain || gainCriteria.indexOf(a.field) - gainCriteria.indexOf(b.field))
    .slice(0, limit);
  return { groups, gains };
}

/** True when there is anything to say: at least one group with points. */
export function hasGaps(gaps: PointGaps): boolean {
  return gaps.groups.some((group) => group.value !== null);
}
