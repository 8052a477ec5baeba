import { printableText } from './printable';

describe('printableText', () => {
  it('keeps letters of every script as they are', () => {
    expect(printableText('Łódź Ελλάδα Россия Nestlé 日本')).toBe('Łódź Ελλάδα Россия Nestlé 日本');
  });

  it('composes a letter and its combining accent into one', () => {
    expect(printableText('Nestle\u0301')).toBe('Nestl\u00e9');
    expect(printableText('Nestle\u0301')).toHaveLength(6);
  });

  it('removes control characters and bidi overrides', () => {
    expect(printableText('A\u0000B\u0001C\u007f\u0085')).toBe('ABC');
    expect(printableText('\u202Ertl-override\u202C file.exe')).toBe('rtl-override file.exe');
    expect(printableText('\ufeffZero\u200bwidth')).toBe('Zerowidth');
  });

  it('keeps the joiners some scripts need', () => {
    expect(printableText('क्\u200dष')).toBe('क्\u200dष');
  });

  it('turns separators and line breaks into single spaces and trims', () => {
    expect(printableText('  Line\u2028one\u2029\ttwo\r\nthree  ')).toBe('Line one two three');
  });

  it('leaves an empty string for a value of control characters only', () => {
    expect(printableText('\u0000\u0001')).toBe('');
  });
});
