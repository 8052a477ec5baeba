import ExcelJS from 'exceljs';
import type { SheetRow, SheetTable } from './table';

/**
 * Reads an XLSX workbook (exceljs) of exactly one sheet (hidden ones count: more would be a guess);
 * the first non-empty row is the header. Numbers get a decimal comma and the cell format's decimals,
 * else at most 12 significant digits; formulas their saved result; an error value is a row problem.
 */
export async function readXlsx(bytes: Uint8Array): Promise<SheetTable | { problems: string[] }> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(bytes) as unknown as Parameters<typeof workbook.xlsx.load>[0]);
  } catch (error) {
    const problem = `not a readable XLSX workbook (${(error as Error).message}); save it from the spreadsheet program as "Excel workbook (.xlsx)" or as CSV UTF-8`;
    return { problems: [problem] };
  }
  const sheets = workbook.worksheets;
  if (sheets.length === 0) return { problems: ['the workbook has no sheet'] };
  if (sheets.length > 1) {
    const names = sheets.map((s) => `"${s.name}"${s.state === 'visible' ? '' : ` (${s.state})`}`).join(', ');
    const problem = `the workbook has ${sheets.length} sheets (${names}); the import reads a workbook with exactly one sheet: delete the other sheets, or export the ranking sheet as CSV UTF-8`;
    return { problems: [problem] };
  }
  const sheet = sheets[0]!;
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const cells: string[] = [];
    const problems: string[] = [];
    for (let column = 1; column <= row.cellCount; column++) {
      const cell = row.getCell(column);
      const text = cellText(cell.value, cell.numFmt);
      cells.push(typeof text === 'string' ? text.trim() : '');
      if (typeof text !== 'string') problems.push(`cell ${cell.address}: ${text.problem}`);
    }
    if (cells.some((c) => c !== '') || problems.length) rows.push({ rowNumber, cells, problems });
  });
  const [header, ...data] = rows;
  if (!header) return { problems: [`the sheet "${sheet.name}" is empty`] };
  for (const row of data) {
    if (row.cells.slice(header.cells.length).some((c) => c !== ''))
      row.problems.push(`has values right of the last column with a header (column ${header.cells.length})`);
    row.cells = header.cells.map((_, i) => row.cells[i] ?? '');
  }
  return { description: `XLSX, sheet "${sheet.name}"`, header: header.cells, rows: data };
}

export function cellText(value: ExcelJS.CellValue, numFmt?: string): string | { problem: string } {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return numberText(value, numFmt);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('error' in value) return { problem: `holds the error value ${value.error}` };
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('hyperlink' in value) return typeof value.text === 'string' && value.text ? value.text : value.hyperlink;
  if ('formula' in value || 'sharedFormula' in value) {
    if (value.result === undefined)
      return { problem: 'holds a formula without a saved result (open and save the file in the spreadsheet program)' };
    return cellText(value.result, numFmt);
  }
  return { problem: 'holds a value that is not text or a number' };
}

/** A number with a decimal comma and the cell format's decimals ("0.00": 5.9 → "5,90"), else as few as needed. */
export function numberText(value: number, numFmt?: string): string {
  const places = numFmt ? /^[^;"]*?\.(0+)/.exec(numFmt)?.[1]?.length : undefined;
  if (places !== undefined) return value.toFixed(places).replace('.', ',');
  if (Number.isInteger(value)) return String(value);
  return String(Number(value.toPrecision(12))).replace('.', ',');
}
