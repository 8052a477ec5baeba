import type { SheetData, SheetOptions } from 'write-excel-file/universal';
import type { SheetTable } from './sheet';

/**
 * A sheet (lib/ranking/sheet.ts) in write-excel-file's terms: typed cells, the heading row bold
 * and frozen, the column widths. Used by the open data's route handlers and by the ranking view's
 * download, which imports it only on the click together with the writer.
 */

/**
 * Excel's rules for a tab name: at most 31 characters, none of [ ] : * ? / \, no apostrophe at
 * either end, not empty. The translations are checked for them; this keeps a workbook valid anyway.
 */
export function sheetTabName(name: string): string {
  const clean = name
    .replace(/[[\]:*?/\\]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 31)
    .replace(/^[\s']+|[\s']+$/g, '');
  return clean || 'Sheet1';
}

/** The cells for write-excel-file: the heading row in bold, then each value with its type. */
export function xlsxSheetData(table: SheetTable): SheetData {
  const width = table.columns.length;
  const heading = table.columns.map((column) => ({ value: column.heading, type: String, fontWeight: 'bold' as const }));
  const rows = table.rows.map((row, index) => {
    if (row.length !== width) throw new Error(`Sheet row ${index + 1} has ${row.length} cells, not ${width}`);
    return row.map((cell) => {
      if (cell === null || cell === '') return null;
      if (typeof cell === 'number') return { value: cell, type: Number };
      if (typeof cell === 'boolean') return { value: cell, type: Boolean };
      return { value: cell, type: String };
    });
  });
  return [heading, ...rows];
}

/** One sheet, named, its heading row frozen, the columns as wide as given. */
export function xlsxSheetOptions(table: SheetTable): SheetOptions<never> {
  return {
    sheet: sheetTabName(table.name),
    stickyRowsCount: 1,
    columns: table.columns.map((column) => ({ width: column.width })),
  };
}
