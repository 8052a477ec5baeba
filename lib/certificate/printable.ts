/**
 * A content string made fit for a document that draws every character it gets (the certificate
 * PDF, the badge's SVG title): Unicode NFC, so "e" + combining accent becomes one letter with one
 * glyph; control characters (U+0000–U+001F, U+007F–U+009F) removed, since they are no letters
 * and XML 1.0 forbids most of them; format characters (bidi overrides and isolates, zero-width
 * space, byte-order mark) removed, since a drawn line has no use for them and an override would
 * make the extracted text lie about the drawn one; the joiners U+200C/U+200D stay, as some
 * scripts need them to pick glyphs. Line and paragraph separators, tabs and line breaks become
 * spaces; runs of white space collapse to one.
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
