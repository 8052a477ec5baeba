import type { Participant, ScoreField } from '../content/participant';
import { ratedPoints, type EditionStatistics, type GroupStatistics } from '../editions/statistics';
import { detailGroups } from './detail-groups';
import { profileGroups, type ProfileGroupKey } from './profile-groups';

/**
 * Where the points were lost (pure): per criterion group the distance to the median and the best
 * of the edition (and sector); the group with the largest gap; and where the participant would
 * gain most: value reporting as a whole, then the design criteria, those below the median first
 * (target: the median), then the rest (target: the best). Distances are rounded to hundredths, as
 * the page shows them, before anything is decided: 0.004 below the median counts as at it.
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

/** The group that lost the most points, against the median or, where none is below it, the best. */
export interface LeadGap {
  key: ProfileGroupKey;
  against: 'median' | 'best';
  /** Points below the median (or the best) in the group's own points, > 0. */
  distance: number;
}

export type GainField = (typeof gainFields)[number];

export interface CriterionGain {
  field: GainField;
  /** The field's scale: 100 for value reporting, 10 for a design criterion. */
  max: number;
  value: number;
  median: number;
  /** Where the value stands against the median (distance rounded to hundredths). */
  position: 'below' | 'at' | 'above';
  /** What reaching it means: the median when below it, else the best. */
  target: 'median' | 'best';
  targetValue: number;
  /** targetValue − value, always > 0. */
  gain: number;
}

export interface PointGaps {
  groups: GroupGap[];
  /** The group with the largest gap; null when the participant is the best in every group it has points in. */
  lead: LeadGap | null;
  /** At most three: those below the median first, each tier by what it adds to the overall points. */
  gains: CriterionGain[];
}

/** The single criteria of the design rating, each on a scale of 10 (their totals are the groups). */
const designCriteria = detailGroups.flatMap((group) => group.fields);
/** Where points can be gained: value reporting as a whole, then the design criteria. */
export const gainFields = ['totalVR', ...designCriteria] as const;

/**
 * What one point is worth in the overall points: design counts the media average twice, so a
 * point of it is two design points, and a point of one media criterion two thirds of one.
 */
const groupWeight: Readonly<Record<ProfileGroupKey, number>> = {
  valueReporting: 1,
  quality: 1,
  communication: 1,
  media: 2,
};
const mediaCriteria: readonly ScoreField[] = detailGroups.find((group) => group.key === 'media')?.fields ?? [];
const fieldWeight = (field: GainField) => (mediaCriteria.includes(field) ? 2 / 3 : 1);

/** Rounded to hundredths, as the page shows distances; −0 becomes 0. */
export const roundPoints = (value: number) => Math.round(value * 100) / 100 + 0;

function distance(value: number | null, statistics: GroupStatistics): Distance {
  return {
    toMedian: value === null || statistics.median === null ? null : roundPoints(value - statistics.median),
    toBest: value === null || statistics.best === null ? null : roundPoints(value - statistics.best),
  };
}

function gainOf(field: GainField, value: number | null, statistics: GroupStatistics): CriterionGain | null {
  const { median, best } = statistics;
  if (value === null || median === null || best === null) return null;
  const toMedian = roundPoints(value - median);
  const position = toMedian < 0 ? 'below' : toMedian === 0 ? 'at' : 'above';
  const target = position === 'below' ? 'median' : 'best';
  const targetValue = target === 'median' ? median : best;
  const gain = roundPoints(targetValue - value);
  const max = field === 'totalVR' ? 100 : 10;
  return gain > 0 ? { field, max, value, median, position, target, targetValue, gain } : null;
}

function leadOf(groups: readonly GroupGap[]): LeadGap | null {
  for (const against of ['median', 'best'] as const) {
    let lead: LeadGap | null = null;
    let worth = 0;
    for (const group of groups) {
      const d = against === 'median' ? group.edition.toMedian : group.edition.toBest;
      if (d === null || d >= 0) continue;
      const w = -d * groupWeight[group.key];
      if (w > worth) {
        worth = w;
        lead = { key: group.key, against, distance: -d };
      }
    }
    if (lead) return lead;
  }
  return null;
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
  const worth = (gain: CriterionGain) => gain.gain * fieldWeight(gain.field);
  const gains = gainFields
    .map((field) => gainOf(field, ratedPoints(participant[field]), edition.scores[field]))
    .filter((gain): gain is CriterionGain => gain !== null)
    .sort(
      (a, b) =>
        Number(a.target === 'best') - Number(b.target === 'best') ||
        worth(b) - worth(a) ||
        gainFields.indexOf(a.field) - gainFields.indexOf(b.field),
    )
    .slice(0, limit);
  return { groups, lead: leadOf(groups), gains };
}

/** True when there is anything to say: at least one group with points. */
export function hasGaps(gaps: PointGaps): boolean {
  return gaps.groups.some((group) => group.value !== null);
}
