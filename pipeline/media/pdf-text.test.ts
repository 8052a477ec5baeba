import { pdfSafeText } from './pdf-text';

// Latin-1 stands in for the font's character set in these tests.
const latin1 = (char: string) => (char.codePointAt(0) ?? 0) <= 0xff;

describe('pdfSafeText', () => {
  it('keeps what the font can set', () => {
    expect(pdfSafeText('Zürcher Kantonalbank', latin1)).toBe('Zürcher Kantonalbank');
  });

  it('drops accents the font lacks and maps letters without a decomposition', () => {
    expect(pdfSafeText('Łódź Őrség', latin1)).toBe('Lódz Orség');
  });

  it('removes control characters and replaces what has no stand-in', () => {
    expect(pdfSafeText('A\u0000B\nC\u2028D 漢', latin1)).toBe('ABCD ?');
  });
});
