import writeXlsxFile from 'write-excel-file/browser';
import { offerFile } from './offerFile';
import type { SheetTable } from '@/lib/ranking/sheet';
import { xlsxSheetData, xlsxSheetOptions } from '@/lib/ranking/xlsx';

/**
 * Writes the sheet as an XLSX workbook and offers it as a download. Imported only on the
 * button's click (RankingTable), so the writer (write-excel-file with fflate, about 75 kB
 * minified) stays out of the ranking page's initial JavaScript.
 */
export async function downloadXlsx(table: SheetTable, fileName: string): Promise<void> {
  const blob = await writeXlsxFile(xlsxSheetData(table), xlsxSheetOptions(table)).toBlob();
  offerFile(blob, fileName);
}
