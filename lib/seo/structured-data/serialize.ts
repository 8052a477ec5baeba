/**
 * JSON-LD as the text of a <script> element: "<", ">", "&" and U+2028/U+2029 are escaped, so
 * content cannot end the element. The result parses to the same data.
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
