/**
 * A table as a spreadsheet holds it: typed cells under a row of headings. The XLSX files (the
 * open data at build, the ranking view's download in the browser) are written from it with
 * write-excel-file (lib/ranking/xlsx.ts); this module only describes the sheet, so that the
 * ranking island can build one without carrying the writer or its mapping.
 */

/** A number, a text, true/false, or empty. */
export type SheetCell = string | number | boolean | null;

export interface SheetTable {
  /** The sheet's tab name. */
  name: string;
  /** Each column's heading and width in characters. */
  columns: readonly { heading: string; width: number }[];
  rows: readonly (readonly SheetCell[])[];
}

/** The XLSX media type, for the route handlers, the bundled server and the browser's Blob. */
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
