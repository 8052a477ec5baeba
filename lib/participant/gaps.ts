import type { Participant, ScoreField } from '../content/participant';
import { ratedPoints, type EditionStatistics, type GroupStatistics } from '../editions/statistics';
import { detailGroups } from '../content/participant-fields';
import { profileGroups, type ProfileGroupKey } from './profile-groups';

/**
 * Where the points were lost (pure): per criterion group the distance to the median and the best
 * of the edition (and sector); the group with the largest gap; and where the participant would
 * gain most: value reporting as a whole, then the design criteria, those below the median first
 * (target: the median), then the rest (target: the best). Distances are rounded to hundredths, as
 * the page shows them, before anything is decided: 0.004 below the median counts as at it.
 */

/** The single criteria of the design rating, each on a scale of 10 (their totals are the groups). */
const designCriteria = detailGroups.flatMap((group) => group.fields);
/** Where points can be gained: value reporting as a whole, then the design criteria. */
const gainFields = ['totalVR', ...designCriteria] as const;

/**
 * What one point is worth in the overall points: design counts the media average twice, so a
 * point of it is two design points, and a point of one media criterion two thirds of one.
 */
const groupWeight = (key: ProfileGroupKey) => (key === 'media' ? 2 : 1);
const mediaCriteria: readonly ScoreField[] = detailGroups.find((group) => group.key === 'media')?.fields ?? [];
const fieldWeight = (field: ScoreField) => (mediaCriteria.includes(field) ? 2 / 3 : 1);

/** Rounded to hundredths, as the page shows distances; −0 becomes 0. */
export const roundPoints = (value: number) => Math.round(value * 100) / 100 + 0;

/**
 * The participant's points minus the median (negative: below it) and minus the best (zero when it
 * is the best, else negative); null when either is missing.
 */
function distance(value: number | null, { median, best }: GroupStatistics) {
  const to = (target: number | null) => (value === null || target === null ? null : roundPoints(value - target));
  return { toMedian: to(median), toBest: to(best) };
}

export type Distance = ReturnType<typeof distance>;

/**
 * What reaching the median (when below it) or else the best would add to a field on its scale
 * (`max`: 100 for value reporting, 10 for a design criterion); `gain` is always > 0, else null.
 */
function gainOf(field: (typeof gainFields)[number], value: number | null, statistics: GroupStatistics) {
  const { median, best } = statistics;
  if (value === null || median === null || best === null) return null;
  const toMedian = roundPoints(value - median);
  const position = toMedian < 0 ? 'below' : toMedian === 0 ? 'at' : 'above';
  const target = position === 'below' ? 'median' : 'best';
  const targetValue = target === 'median' ? median : best;
  const gain = roundPoints(targetValue - value);
  const max = field === 'totalVR' ? 100 : 10;
  return gain > 0 ? ({ field, max, value, median, position, target, targetValue, gain } as const) : null;
}

/**
 * Per group the distances (to the sector's too when it has one); `lead`, the group that lost the
 * most overall points, against the median or, where none is below it, the best (null when the
 * participant is the best in every group it has points in); and at most `limit` gains, those below
 * the median first, each tier by what it adds to the overall points.
 */
export function pointGaps(
  participant: Participant,
  edition: EditionStatistics,
  sector: EditionStatistics | undefined,
  limit = 3,
) {
  const groups = profileGroups.map(({ key, field, max }) => {
    const value = ratedPoints(participant[field]);
    return {
      key,
      max,
      value,
      edition: distance(value, edition.scores[field]),
      ...(sector && { sector: distance(value, sector.scores[field]) }),
    };
  });
  // The largest gap in overall points below the median, else (no group below it) below the best.
  const gapsBelow = (against: 'median' | 'best') =>
    groups
      .map(({ key, edition: d }) => ({
        key,
        against,
        distance: -((against === 'median' ? d.toMedian : d.toBest) ?? 0),
      }))
      .filter((gap) => gap.distance > 0)
      .sort((a, b) => b.distance * groupWeight(b.key) - a.distance * groupWeight(a.key));
  const lead = gapsBelow('median')[0] ?? gapsBelow('best')[0] ?? null;
  const worth = (gain: { field: ScoreField; gain: number }) => gain.gain * fieldWeight(gain.field);
  const gains = gainFields
    .map((field) => gainOf(field, ratedPoints(participant[field]), edition.scores[field]))
    .filter((gain) => gain !== null)
    .sort(
      (a, b) =>
        Number(a.target === 'best') - Number(b.target === 'best') ||
        worth(b) - worth(a) ||
        gainFields.indexOf(a.field) - gainFields.indexOf(b.field),
    )
    .slice(0, limit);
  return { groups, lead, gains };
}

export type PointGaps = ReturnType<typeof pointGaps>;

/** True when there is anything to say: at least one group with points. */
export function hasGaps(gaps: PointGaps): boolean {
  return gaps.groups.some((group) => group.value !== null);
}
