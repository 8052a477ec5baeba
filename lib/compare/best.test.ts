import { bestMarks } from './best';

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
