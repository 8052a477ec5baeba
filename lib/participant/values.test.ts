import { displayName, hasCertificate, isOnline, isUnranked, parseDecimal, rankNumber } from './values';

describe('parseDecimal', () => {
  it.each([
    ['12,5', 12.5],
    ['80.25', 80.25],
    [' 7 ', 7],
    ['0', 0],
  ])('reads %p as %p', (input, expected) => expect(parseDecimal(input)).toBe(expected));

  it.each(['', '*', 'abc', '1O', '1,2,3', undefined, null])('reads %p as no number', (input) =>
    expect(parseDecimal(input)).toBeNull(),
  );
});

describe('ranks', () => {
  it('treats empty and 999 as unranked', () => {
    expect(isUnranked('')).toBe(true);
    expect(isUnranked('999')).toBe(true);
    expect(isUnranked(' 999 ')).toBe(true);
    expect(isUnranked('1')).toBe(false);
    expect(isUnranked('*')).toBe(false);
  });

  it('gives the rank as a number only for real ranks', () => {
    expect(rankNumber('3')).toBe(3);
    expect(rankNumber('999')).toBeNull();
    expect(rankNumber('*')).toBeNull();
    expect(rankNumber('')).toBeNull();
  });

  it('knows the certificate marker', () => {
    expect(hasCertificate('*')).toBe(true);
    expect(hasCertificate('')).toBe(false);
    expect(hasCertificate('x')).toBe(false);
  });
});

describe('isOnline', () => {
  it('is set for any value but empty or 0', () => {
    expect(isOnline('1')).toBe(true);
    expect(isOnline('x')).toBe(true);
    expect(isOnline('')).toBe(false);
    expect(isOnline(' ')).toBe(false);
    expect(isOnline('0')).toBe(false);
    expect(isOnline(undefined)).toBe(false);
  });
});

describe('displayName', () => {
  it('prefers pubRef and falls back to company', () => {
    expect(displayName({ pubRef: 'Sika', company: 'Sika AG' })).toBe('Sika');
    expect(displayName({ pubRef: ' ', company: 'Sika AG' })).toBe('Sika AG');
  });
});
