import ExcelJS from 'exceljs';

/**
 * An XLSX file made in the test (no committed binaries): `build` fills a fresh workbook, the
 * result is its bytes as Excel would save them.
 */
export async function xlsxBytes(build: (workbook: ExcelJS.Workbook) => void): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  build(workbook);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

/** A workbook with one sheet holding these rows (header first). */
export function sheetWithRows(rows: readonly (readonly ExcelJS.CellValue[])[], name = 'Rangliste') {
  return (workbook: ExcelJS.Workbook) => {
    const sheet = workbook.addWorksheet(name);
    for (const row of rows) sheet.addRow([...row]);
  };
}
