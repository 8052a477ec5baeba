/**
 * JSON-LD as the text of a <script type="application/ld+json"> element. Content (company names,
 * translations) must not be able to end the element or open another: "<" is written as \u003c,
 * so "</script>" cannot appear; ">" and "&" likewise, and U+2028/U+2029 for old JSON parsers.
 * The result is still JSON and parses to the same data.
 */
const unsafe: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (ch) => unsafe[ch] ?? ch);
}
