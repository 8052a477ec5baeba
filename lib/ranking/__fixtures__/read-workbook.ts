import ExcelJS from 'exceljs';

/** A cell as a spreadsheet program sees it: its kind and value. */
export type ReadCell =
  | { kind: 'number'; value: number }
  | { kind: 'text'; value: string }
  | { kind: 'boolean'; value: boolean }
  | { kind: 'empty' }
  | { kind: 'other'; value: unknown };

export interface ReadWorkbook {
  sheetNames: string[];
  /** Rows frozen at the top of the first sheet (0 when none). */
  frozenRows: number;
  /** Whether the first row is bold throughout. */
  boldHeading: boolean;
  /** The first sheet's rows, each as wide as the heading row. */
  rows: ReadCell[][];
}

function readCell(cell: ExcelJS.Cell): ReadCell {
  switch (cell.type) {
    case ExcelJS.ValueType.Null:
      return { kind: 'empty' };
    case ExcelJS.ValueType.Number:
      return { kind: 'number', value: cell.value as number };
    case ExcelJS.ValueType.String:
      return { kind: 'text', value: cell.value as string };
    case ExcelJS.ValueType.Boolean:
      return { kind: 'boolean', value: cell.value as boolean };
    default:
      return { kind: 'other', value: cell.value };
  }
}

/** Reads a workbook back with exceljs, as a test checks what a spreadsheet program would open. */
export async function readWorkbook(bytes: Uint8Array): Promise<ReadWorkbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(bytes) as unknown as Parameters<typeof workbook.xlsx.load>[0]);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('the workbook has no sheet');
  const view = sheet.views[0];
  const width = sheet.getRow(1).cellCount;
  const rows: ReadCell[][] = [];
  for (let r = 1; r <= sheet.rowCount; r++) {
    const row = sheet.getRow(r);
    rows.push(Array.from({ length: width }, (_, c) => readCell(row.getCell(c + 1))));
  }
  const heading = sheet.getRow(1);
  return {
    sheetNames: workbook.worksheets.map((s) => s.name),
    frozenRows: view?.state === 'frozen' ? (view.ySplit ?? 0) : 0,
    boldHeading: Array.from({ length: width }, (_, c) => heading.getCell(c + 1).font?.bold === true).every(Boolean),
    rows,
  };
}
