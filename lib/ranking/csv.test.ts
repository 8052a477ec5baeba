import { csvField, toCsv } from './csv';

describe('csvField (RFC 4180)', () => {
  it('leaves a plain field as it is', () => {
    expect(csvField('Sika AG')).toBe('Sika AG');
    expect(csvField('')).toBe('');
  });

  it('quotes a field with a comma, a quote or a line break', () => {
    expect(csvField('12,5')).toBe('"12,5"');
    expect(csvField('Die «Post» "AG"')).toBe('"Die «Post» ""AG"""');
    expect(csvField('line\nbreak')).toBe('"line\nbreak"');
    expect(csvField('cr\rhere')).toBe('"cr\rhere"');
  });

  it.each(['=SUM(A1)', '+41', '-1', '@cmd'])('neutralises %p that a spreadsheet would run as a formula', (value) => {
    expect(csvField(value)).toBe(`'${value}`);
  });
});

describe('toCsv', () => {
  it('joins fields with commas and records with CRLF, ending with CRLF', () => {
    expect(
      toCsv([
        ['a', 'b'],
        ['1,5', 'x"y'],
      ]),
    ).toBe('a,b\r\n"1,5","x""y"\r\n');
  });
});
