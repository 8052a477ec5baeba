/** JSON-LD as a <script>'s text: "<", ">", "&", U+2028 and U+2029 escaped, so content cannot end it. */
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
