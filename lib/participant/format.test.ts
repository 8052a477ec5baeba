import { parseRank, parseScore } from '../content/participant';
import { DASH, floorTo3, formatDistance, formatRank, formatScore, rankKind } from './format';

describe('floorTo3', () => {
  it.each([
    [8.1259, 8.125],
    [8.1251, 8.125],
    [2, 2],
    [0.0009, 0],
    [1.005, 1.005],
    [99.9999, 99.999],
  ])('floors %p to %p', (input, expected) => expect(floorTo3(input)).toBe(expected));

  it('floors towards minus infinity for negative values', () => {
    expect(floorTo3(-1.2341)).toBe(-1.235);
  });
});

describe('formatScore', () => {
  it('shows two decimals with a decimal point in Swiss German', () => {
    // Content rows write a decimal comma; parseScore reads it once at load.
    expect(formatScore(parseScore('88,5'), 'de-CH')).toBe('88.50');
    expect(formatScore(parseScore('7,05'), 'de-CH')).toBe('7.05');
  });

  it('shows two decimals in British English', () => {
    expect(formatScore(88.5, 'en-GB')).toBe('88.50');
    expect(formatScore(12, 'en-GB')).toBe('12.00');
  });

  it('uses the locale’s thousands separator', () => {
    expect(formatScore(1234.5, 'en-GB')).toBe('1,234.50');
    // ICU versions differ in the Swiss apostrophe (' or ’).
    expect(formatScore(1234.5, 'de-CH')).toMatch(/^1['’]234\.50$/);
  });

  it('shows a dash for zero, no value and non-finite values', () => {
    for (const value of [0, -0, null, undefined, Number.NaN, Number.POSITIVE_INFINITY])
      expect(formatScore(value, 'de-CH')).toBe(DASH);
  });

  it('shows a dash for content values that are zero, empty or unreadable', () => {
    for (const value of ['0', '0,00', '', '*', 'abc']) expect(formatScore(parseScore(value), 'de-CH')).toBe(DASH);
  });

  it('floors to three decimals before rounding to two', () => {
    // 8.12499999 floors to 8.124 and rounds to 8.12; 8.1251 floors to 8.125 and rounds to 8.13.
    expect(formatScore(8.12499999, 'en-GB')).toBe('8.12');
    expect(formatScore(8.1251, 'en-GB')).toBe('8.13');
  });
});

describe('formatRank', () => {
  it('shows a dash when not ranked', () => {
    expect(formatRank(null)).toBe(DASH);
    expect(formatRank(undefined)).toBe(DASH);
    // 999 and empty in the content both mean "not ranked".
    expect(formatRank(parseRank('999'))).toBe(DASH);
    expect(formatRank(parseRank(''))).toBe(DASH);
  });

  it('shows ranks as whole numbers and keeps the star', () => {
    expect(formatRank(4)).toBe('4');
    expect(formatRank(parseRank(' 12 '))).toBe('12');
    expect(formatRank('*')).toBe('*');
  });

  it('tells the kinds apart', () => {
    expect(rankKind(1)).toBe('ranked');
    expect(rankKind(null)).toBe('unranked');
    expect(rankKind(undefined)).toBe('unranked');
    expect(rankKind('*')).toBe('starred');
  });
});

describe('formatDistance', () => {
  it('signs a distance with a plus or a true minus and two decimals', () => {
    expect(formatDistance(12.3, 'de-CH')).toBe('+12.30');
    expect(formatDistance(-4, 'en-GB')).toBe('\u22124.00');
    expect(formatDistance(0, 'de-CH')).toBe('0.00');
    expect(formatDistance(-0.001, 'de-CH')).toBe('0.00');
  });

  it('shows a dash when the distance is unknown', () => {
    expect(formatDistance(null, 'de-CH')).toBe(DASH);
  });
});
