import writeXlsxFile from 'write-excel-file/node';
import { config } from '@/lib/config';
import { loadContent } from '@/lib/content/load';
import { sectorName } from '@/lib/content/sectors';
import type { Locale } from '@/lib/i18n/locales';
import { localeHref } from '@/lib/i18n/paths';
import {
  openDataEditionRecords,
  openDataEditionsSheet,
  openDataRecords,
  openDataSheet,
  type OpenDataSheetTexts,
  type OpenDataWorkbook,
} from '@/lib/ranking/open-data';
import { XLSX_TYPE } from '@/lib/ranking/sheet';
import { xlsxSheetData, xlsxSheetOptions } from '@/lib/ranking/xlsx';
import { participantPath } from '@/lib/routes';

/** A participant page's absolute URL; `archivedYear` for an archived edition's page. */
function pageUrl(locale: Locale, ref: string, archivedYear?: number): string {
  return `${config.siteUrl}${localeHref(locale, participantPath(ref, undefined, archivedYear))}`;
}

/** The current edition's open data records, with absolute participant page URLs. */
export function currentOpenData() {
  return openDataRecords(loadContent().current.participants, pageUrl);
}

/** Every edition's open data records, newest first, each linking to its own edition's pages. */
export function editionsOpenData() {
  const { editions, current } = loadContent();
  return openDataEditionRecords(editions, current.year, pageUrl);
}

/** A workbook of the open data in a language (lib/ranking/open-data), as its route handler sends it. */
export async function openDataXlsxResponse(workbook: OpenDataWorkbook, locale: Locale): Promise<Response> {
  const { messages, sectors } = loadContent();
  const t = messages[locale].ranking.openData;
  const texts: OpenDataSheetTexts = {
    headings: t.headings,
    sheetName: t.sheets[workbook],
    sectorName: (key) => sectorName(sectors, key, locale),
  };
  const table =
    workbook === 'ranking' ? openDataSheet(currentOpenData(), texts) : openDataEditionsSheet(editionsOpenData(), texts);
  const file = await writeXlsxFile(xlsxSheetData(table), xlsxSheetOptions(table)).toBuffer();
  return new Response(new Uint8Array(file), { headers: { 'Content-Type': XLSX_TYPE } });
}
