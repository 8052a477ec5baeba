import { numberFormat } from './number-format';

describe('numberFormat', () => {
  it('formats as Intl.NumberFormat does with the same locale and options', () => {
    expect(numberFormat('de-CH', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(1234.5)).toBe(
      new Intl.NumberFormat('de-CH', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(1234.5),
    );
    expect(numberFormat('en-GB').format(1234.5)).toBe('1,234.5');
  });

  it('reuses one format per locale and options, and keeps different ones apart', () => {
    const twoDecimals = { minimumFractionDigits: 2, maximumFractionDigits: 2 };
    expect(numberFormat('en-GB', twoDecimals)).toBe(numberFormat('en-GB', { ...twoDecimals }));
    expect(numberFormat('en-GB', twoDecimals)).not.toBe(numberFormat('de-CH', twoDecimals));
    expect(numberFormat('en-GB', twoDecimals)).not.toBe(numberFormat('en-GB', { maximumFractionDigits: 1 }));
    expect(numberFormat('en-GB', { maximumFractionDigits: 1 }).format(2.25)).toBe('2.3');
  });
});
