/** A spreadsheet as the import reads it: a header row and data rows of text cells. */
export interface SheetTable {
  /** "CSV, semicolon-separated, UTF-8 with BOM" or "XLSX, sheet "Rangliste"". */
  description: string;
  header: string[];
  rows: SheetRow[];
}

export interface SheetRow {
  /** The row number a spreadsheet program shows (the header is usually row 1). */
  rowNumber: number;
  cells: string[];
  /** Cells that could not be read as text (an Excel error value, a formula without a result). */
  problems: string[];
}
