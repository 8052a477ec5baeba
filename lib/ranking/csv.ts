/**
 * A minimal CSV writer after RFC 4180: comma-separated, CRLF line ends, a field in double
 * quotes when it holds a comma, quote, CR or LF, quotes doubled inside. Write-only, so no
 * library is needed.
 *
 * A field that a spreadsheet would run as a formula (starting with = + - @, tab or CR) gets a
 * leading apostrophe (OWASP's advice against CSV injection); ranks and names never start so.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(records: readonly (readonly string[])[]): string {
  return records.map((record) => record.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/** Spreadsheet programs read UTF-8 (umlauts) reliably only with a byte order mark. */
export const UTF8_BOM = '\uFEFF';
