import { parse } from 'csv-parse/sync';
import { fieldForHeader } from './columns';
import type { SheetRow, SheetTable } from './table';

/** The separators a spreadsheet's CSV export uses: comma, or semicolon where the comma is the decimal mark. */
const separators = [
  { delimiter: ';', name: 'semicolon-separated' },
  { delimiter: ',', name: 'comma-separated' },
] as const;

/** Reads a CSV export; the separator is the one whose header names more known columns (then: more columns). */
export function readCsv(bytes: Uint8Array): SheetTable | { problems: string[] } {
  const decoded = decodeUtf8(bytes);
  if ('problem' in decoded) return { problems: [decoded.problem] };
  const { text, bom } = decoded;
  if (!text.trim()) return { problems: ['the file is empty'] };

  const separator = detectSeparator(text);
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      delimiter: separator.delimiter,
      info: true,
      relax_column_count: true,
      skip_empty_lines: false,
    }) as unknown as typeof records;
  } catch (error) {
    return { problems: [`not readable as CSV: ${(error as Error).message}`] };
  }

  const rows: SheetRow[] = records
    .map(({ record, info }) => ({
      // info.lines is the line the record ends on; a quoted value may span lines.
      rowNumber: info.lines - record.reduce((n, cell) => n + (cell.match(/\n/g)?.length ?? 0), 0),
      cells: record.map((cell) => cell.trim()),
      problems: [],
    }))
    .filter((row) => row.cells.some((cell) => cell !== ''));
  const [header, ...data] = rows;
  if (!header) return { problems: ['the file has no header row'] };
  for (const row of data) {
    const short = row.cells.length < header.cells.length;
    if (short || row.cells.slice(header.cells.length).some((cell) => cell !== '')) {
      const cause = short ? 'a missing separator, or a line break' : `a ${separator.delimiter}`;
      row.problems.push(
        `has ${row.cells.length} cells, the header has ${header.cells.length} (${cause} inside a value without quotes?)`,
      );
    }
    row.cells = row.cells.slice(0, header.cells.length);
  }
  const description = `CSV, ${separator.name}, UTF-8${bom ? ' with byte order mark' : ''}`;
  return { description, header: header.cells, rows: data };
}

function detectSeparator(text: string): (typeof separators)[number] {
  const scored = separators.map((separator) => {
    let header: string[] = [];
    try {
      [header = []] = parse(text, {
        delimiter: separator.delimiter,
        to_line: 1,
        relax_column_count: true,
        relax_quotes: true,
      }) as string[][];
    } catch {
      // Unreadable with this separator: scores nothing.
    }
    return { separator, known: header.filter((h) => fieldForHeader(h)).length, columns: header.length };
  });
  scored.sort((a, b) => b.known - a.known || b.columns - a.columns);
  return scored[0]!.separator;
}

const SAVE_AS_UTF8 =
  'save it as "CSV UTF-8" (Excel) or as CSV with the character set UTF-8 (LibreOffice, Numbers) and import again';

/** A CSV file's bytes as text: only UTF-8, as another encoding would garble umlauts; refused with advice. */
function decodeUtf8(bytes: Uint8Array): { text: string; bom: boolean } | { problem: string } {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))
    return { problem: `the file is UTF-16 text (Excel's "Unicode text"), not UTF-8; ${SAVE_AS_UTF8}` };
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
