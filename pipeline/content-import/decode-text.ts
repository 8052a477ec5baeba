/** A CSV file's bytes as text: only UTF-8, as another encoding would garble umlauts; refused with advice. */
export interface DecodedText {
  text: string;
  bom: boolean;
}

export const SAVE_AS_UTF8 =
  'save it as "CSV UTF-8" (Excel) or as CSV with the character set UTF-8 (LibreOffice, Numbers) and import again';

export function decodeUtf8(bytes: Uint8Array): DecodedText | { problem: string } {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
    return { problem: `the file is UTF-16 text (Excel's "Unicode text"), not UTF-8; ${SAVE_AS_UTF8}` };
  }
  const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  const body = bom ? bytes.subarray(3) : bytes;
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(body), bom };
  } catch {
    return { problem: notUtf8(body) };
  }
}

/** Names the first line with a byte that is not UTF-8, and shows it. */
function notUtf8(bytes: Uint8Array): string {
  const lenient = new TextDecoder('utf-8').decode(bytes);
  const at = lenient.indexOf('\uFFFD');
  const lineStart = lenient.lastIndexOf('\n', at) + 1;
  const lineEnd = lenient.indexOf('\n', at);
  const line = lenient.slice(0, at).split('\n').length;
  const shown = lenient.slice(lineStart, lineEnd < 0 ? undefined : lineEnd).replace(/\r$/, '');
  const excerpt = shown.length > 80 ? `${shown.slice(Math.max(0, at - lineStart - 30), at - lineStart + 30)}` : shown;
  return `the file is not UTF-8 text (probably Windows-1252 or Latin-1): line ${line} has a character that cannot be read ("${excerpt}"); ${SAVE_AS_UTF8}`;
}
