import path from 'node:path';
import { readCsv } from './read-csv';
import { readXlsx } from './read-xlsx';
import { ImportError } from './import-error';
import type { SheetTable } from './table';

/** Reads the export by its bytes: a ZIP is XLSX, old binary Excel is refused, anything else is CSV. */
export async function readSpreadsheet(bytes: Uint8Array, file: string): Promise<SheetTable> {
  const result = await readByContent(bytes, path.extname(file).toLowerCase());
  if ('problems' in result) throw new ImportError(result.problems.map((message) => ({ file, at: '', message })));
  return result;
}

const OLD_OR_LOCKED_WORKBOOK =
  'an Excel 97–2003 workbook (.xls) or a password-protected workbook; save it as "Excel workbook (.xlsx)" without a password, or as CSV UTF-8';

async function readByContent(bytes: Uint8Array, extension: string): Promise<SheetTable | { problems: string[] }> {
  if (bytes.length === 0) return { problems: ['the file is empty'] };
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return readXlsx(bytes);
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0])) return { problems: [OLD_OR_LOCKED_WORKBOOK] };
  if (extension === '.xlsx') return { problems: ['the name ends in .xlsx but the file is not an XLSX workbook'] };
  return readCsv(bytes);
}

function startsWith(bytes: Uint8Array, prefix: number[]): boolean {
  return prefix.every((b, i) => bytes[i] === b);
}
