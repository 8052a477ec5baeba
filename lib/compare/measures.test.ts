import { participant } from '../content/__fixtures__/participant';
import { criterionFields } from '../content/participant-fields';
import { formatScore } from '../participant/format';
import type { ComparedCompany } from './data';
import { bestMarks, measureGroups, measureKey, measureMarks, shownPoints, type Measure } from './measures';

const company = (ref: string, values: Partial<ComparedCompany> & { points?: number | null }): ComparedCompany => {
  const p = participant(ref);
  const { points = null, ...rest } = values;
  return {
    ref,
    name: p.name,
    rankOverall: null,
    rankVR: null,
    rankDS: null,
    prevYearOverall: undefined,
    prevYearVR: null,
    prevYearDS: null,
    scores: {
      ...(Object.fromEntries(
        [...criterionFields, 'totalVR', 'totalDS'].map((f) => [f, null]),
      ) as ComparedCompany['scores']),
      totalVR: points,
    },
    certificate: false,
    history: [],
    ...rest,
  };
};
const overall: Measure = { kind: 'rank', field: 'rankOverall', previous: 'prevYearOverall' };
const totalVR: Measure = { kind: 'score', field: 'totalVR', total: true };

describe('measureGroups', () => {
  it('shows the result, then every criterion of the detail table in its order', () => {
    expect(measureGroups.map((g) => g.key)).toEqual(['result', 'quality', 'communication', 'media']);
    expect(measureGroups[0]?.measures.map(measureKey)).toEqual([
      'rankOverall',
      'rankVR',
      'rankDS',
      'totalVR',
      'totalDS',
      'certificate',
    ]);
    expect(measureGroups.slice(1).flatMap((g) => g.measures.map(measureKey))).toEqual([...criterionFields]);
  });
});

describe('measureMarks', () => {
  it('marks the best place; an unranked or separately ranked company has none', () => {
    const companies = [
      company('a', { rankOverall: 7 }),
      company('b', { rankOverall: '*' }),
      company('c', { rankOverall: 3 }),
      company('d', { rankOverall: null }),
    ];
    expect(measureMarks(companies, overall)).toEqual([false, false, true, false]);
  });

  it('marks the most points as shown: equal to two decimals is a tie, zero is no points', () => {
    const companies = [company('a', { points: 88.501 }), company('b', { points: 88.5 }), company('c', { points: 0 })];
    expect(measureMarks(companies, totalVR)).toEqual([true, true, false]);
  });

  it('marks no certificate', () => {
    expect(measureMarks([company('a', { certificate: true }), company('b', {})], { kind: 'certificate' })).toEqual([
      false,
      false,
    ]);
  });
});

describe('shownPoints', () => {
  it('rounds as formatScore shows: floored to three decimals, then to two', () => {
    expect(shownPoints(88.5049)).toBe(88.5);
    expect(shownPoints(88.505)).toBe(88.51);
    expect(shownPoints(1.005)).toBe(1.01);
    // The same figure as the table shows, for values with up to four decimals.
    for (let i = 1; i < 20000; i += 37) {
      const value = i / 10000 + 40;
      expect([value, shownPoints(value)]).toEqual([value, Number(formatScore(value, 'en-GB'))]);
    }
    expect(shownPoints(0)).toBeNull();
    expect(shownPoints(null)).toBeNull();
  });
});

describe('bestMarks', () => {
  it('marks the lowest rank', () => {
    expect(bestMarks([12, 3, 40], 'lower')).toEqual([false, true, false]);
  });

  it('marks the most points', () => {
    expect(bestMarks([71.5, 88.25, 60], 'higher')).toEqual([false, true, false]);
  });

  it('marks every value of a tie', () => {
    expect(bestMarks([5, 9, 5, 7], 'lower')).toEqual([true, false, true, false]);
    expect(bestMarks([80, 80], 'higher')).toEqual([true, true]);
  });

  it('never marks a missing value, and marks nothing when no value is there', () => {
    expect(bestMarks([null, 20, null], 'lower')).toEqual([false, true, false]);
    expect(bestMarks([null, null], 'higher')).toEqual([false, false]);
  });

  it('marks nothing with a single company, which has nothing to be compared with', () => {
    expect(bestMarks([1], 'lower')).toEqual([false]);
    expect(bestMarks([], 'lower')).toEqual([]);
  });
});
