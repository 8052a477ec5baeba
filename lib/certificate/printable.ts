/**
 * A content string made fit for a document that draws every character it gets (the certificate,
 * the badge's title): NFC; control characters and format characters (bidi overrides, zero-width
 * space, BOM) removed, as an override would make the extracted text lie about the drawn one; the
 * joiners U+200C/U+200D stay; separators, tabs and breaks become spaces, runs collapse to one.
 */
export function printableText(value: string): string {
  return value
    .normalize('NFC')
    .replace(/[\u2028\u2029\t\n\r\f\v]/g, ' ')
    .replace(/[\p{Cc}]/gu, '')
    .replace(/[\p{Cf}]/gu, (ch) => (ch === '\u200c' || ch === '\u200d' ? ch : ''))
    .replace(/\s+/g, ' ')
    .trim();
}
