import { placeNumber, placeNumbers } from './places';

describe('placeNumbers', () => {
  it('numbers a category of three winners 1, 2, 3', () => {
    expect(placeNumbers([{}, {}, {}])).toEqual([1, 2, 3]);
  });

  it('shares second place when a category has more than three winners', () => {
    expect(placeNumbers([{}, {}, {}, {}])).toEqual([1, 2, 2, 3]);
    expect(placeNumbers([{}, {}, {}, {}, {}])).toEqual([1, 2, 2, 3, 4]);
  });

  it('numbers short lists by position', () => {
    expect(placeNumbers([])).toEqual([]);
    expect(placeNumbers([{}])).toEqual([1]);
    expect(placeNumbers([{}, {}])).toEqual([1, 2]);
  });

  it('prefers a real rank to the position', () => {
    expect(placeNumbers([{ rank: 1 }, { rank: 5 }, {}])).toEqual([1, 5, 3]);
  });

  it('falls back to the position for unranked or starred entries', () => {
    expect(placeNumbers([{ rank: null }, {}, { rank: '*' }, { rank: null }])).toEqual([1, 2, 2, 3]);
  });
});

describe('placeNumber', () => {
  it('computes one entry without the whole list', () => {
    expect(placeNumber(0, 3)).toBe(1);
    expect(placeNumber(2, 3)).toBe(3);
    expect(placeNumber(2, 4)).toBe(2);
    expect(placeNumber(3, 4)).toBe(3);
    expect(placeNumber(1, 4, 7)).toBe(7);
  });
});
