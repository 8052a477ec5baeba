import { placeNumber } from './places';

/** The place numbers of a list of `count` winners, in order. */
const placeNumbers = (count: number) => Array.from({ length: count }, (_, index) => placeNumber(index, count));

describe('placeNumbers', () => {
  it('numbers a category of three winners 1, 2, 3', () => {
    expect(placeNumbers(3)).toEqual([1, 2, 3]);
  });

  it('shares second place when a category has more than three winners', () => {
    expect(placeNumbers(4)).toEqual([1, 2, 2, 3]);
    expect(placeNumbers(5)).toEqual([1, 2, 2, 3, 4]);
  });

  it('numbers short lists by position', () => {
    expect(placeNumbers(0)).toEqual([]);
    expect(placeNumbers(1)).toEqual([1]);
    expect(placeNumbers(2)).toEqual([1, 2]);
  });
});

describe('placeNumber', () => {
  it('computes one entry without the whole list', () => {
    expect(placeNumber(0, 3)).toBe(1);
    expect(placeNumber(2, 3)).toBe(3);
    expect(placeNumber(2, 4)).toBe(2);
    expect(placeNumber(3, 4)).toBe(3);
  });
});
