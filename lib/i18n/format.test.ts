import { formatCurrency, formatDate, formatNumber, weekStartsOn } from './format';

describe('formatDate', () => {
  const date = new Date(2026, 10, 21); // 21 November 2026, local time

  it('writes de-CH dates as dd.MM.y', () => {
    expect(formatDate(date, 'de-CH')).toBe('21.11.2026');
  });

  it('writes en-GB dates as dd/MM/y', () => {
    expect(formatDate(date, 'en-GB')).toBe('21/11/2026');
  });

  it('pads day and month to two digits', () => {
    expect(formatDate(new Date(2027, 0, 5), 'de-CH')).toBe('05.01.2027');
  });
});

describe('formatNumber', () => {
  it('uses the locale decimal separator', () => {
    expect(formatNumber(88.5, 'de-CH', 2)).toBe('88.50');
    expect(formatNumber(88.5, 'en-GB', 2)).toBe('88.50');
  });

  it('groups thousands per locale', () => {
    expect(formatNumber(1234.5, 'en-GB')).toBe('1,234.5');
    // The Swiss apostrophe is ' or ’ depending on the ICU data of the runtime.
    expect(formatNumber(1234.5, 'de-CH')).toMatch(/^1['’]234\.5$/);
  });

  it('keeps at most three fraction digits by default', () => {
    expect(formatNumber(1.23456, 'en-GB')).toBe('1.235');
  });
});

describe('formatCurrency', () => {
  it('uses CHF for de-CH and GBP for en-GB', () => {
    expect(formatCurrency(10, 'de-CH')).toMatch(/^CHF\s10\.00$/);
    expect(formatCurrency(10, 'en-GB')).toBe('£10.00');
  });
});

describe('weekStartsOn', () => {
  it('is Monday in both locales', () => {
    expect(weekStartsOn('de-CH')).toBe(1);
    expect(weekStartsOn('en-GB')).toBe(1);
  });
});
