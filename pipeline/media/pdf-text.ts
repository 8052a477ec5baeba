/**
 * Text for the result PDF's standard fonts (Helvetica), which can only set the Windows-1252
 * character set: a company name like "Łódź SA" would otherwise stop the whole build. Letters
 * outside the set lose their accents where that helps (Ł → L needs a table, ő → o does not),
 * control characters go, anything else becomes "?".
 */
const FALLBACK: Record<string, string> = { Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', ı: 'i', ß: 'ss' };

export function pdfSafeText(text: string, canEncode: (char: string) => boolean): string {
  let out = '';
  for (const char of text.normalize('NFC')) {
    if (/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(char)) continue;
    if (canEncode(char)) {
      out += char;
      continue;
    }
    const base = FALLBACK[char] ?? char.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
    out += [...base].every(canEncode) && base !== '' ? base : '?';
  }
  return out;
}
