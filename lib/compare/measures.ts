import { placeOf, type ScoreField } from '../content/participant';
import { detailGroups } from '../content/participant-fields';
import { floorTo3 } from '../participant/format';
import type { ComparedCompany, PreviousColumn, RankColumn } from './data';

/** The comparison's rows: the edition's result, then the design detail groups (the years follow in the table). */
export type Measure =
  | { kind: 'rank'; field: RankColumn; previous: PreviousColumn }
  | { kind: 'score'; field: ScoreField; total: boolean }
  | { kind: 'certificate' };

export type MeasureGroupKey = 'result' | (typeof detailGroups)[number]['key'];

const score = (field: ScoreField, total = false): Measure => ({ kind: 'score', field, total });

export const measureGroups: readonly { key: MeasureGroupKey; measures: readonly Measure[] }[] = [
  {
    key: 'result',
    measures: [
      { kind: 'rank', field: 'rankOverall', previous: 'prevYearOverall' },
      { kind: 'rank', field: 'rankVR', previous: 'prevYearVR' },
      { kind: 'rank', field: 'rankDS', previous: 'prevYearDS' },
      score('totalVR', true),
      score('totalDS', true),
      { kind: 'certificate' },
    ],
  },
  ...detailGroups.map((group) => ({
    key: group.key,
    measures: [...group.fields.map((field) => score(field)), score(group.total, true)],
  })),
];

export function measureKey(measure: Measure): ScoreField | RankColumn | 'certificate' {
  return measure.kind === 'certificate' ? 'certificate' : measure.field;
}

/** Points as the table shows them (null for a dash), so that every value reading as the best is marked. */
export function shownPoints(value: number | null): number | null {
  if (value === null || value === 0 || !Number.isFinite(value)) return null;
  return Math.round(Number((floorTo3(value) * 100).toFixed(6))) / 100;
}

/** A row's best values (lowest rank, most points), ties all marked; none with fewer than two; null never. */
export function bestMarks(values: readonly (number | null)[], better: 'lower' | 'higher'): boolean[] {
  const numbers = values.filter((v): v is number => v !== null && Number.isFinite(v));
  if (values.length < 2 || numbers.length === 0) return values.map(() => false);
  const best = better === 'lower' ? Math.min(...numbers) : Math.max(...numbers);
  return values.map((v) => v === best);
}

/** Which companies hold the row's best value (bestMarks); the certificate row has none. */
export function measureMarks(companies: readonly ComparedCompany[], measure: Measure): boolean[] {
  if (measure.kind === 'certificate') return companies.map(() => false);
  const values = companies.map((c) =>
    measure.kind === 'rank' ? placeOf(c[measure.field]) : shownPoints(c.scores[measure.field]),
  );
  return bestMarks(values, measure.kind === 'rank' ? 'lower' : 'higher');
}
