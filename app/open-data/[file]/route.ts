import writeXlsxFile from 'write-excel-file/node';
import { config } from '@/lib/config';
import { loadContent } from '@/lib/content/load';
import { sectorName } from '@/lib/content/sectors';
import { localeCodes, type Locale } from '@/lib/i18n/locales';
import { localeHref } from '@/lib/i18n/paths';
import {
  openDataCsv,
  openDataEditionRecords,
  openDataEditionsCsv,
  openDataEditionsPaths,
  openDataEditionsSheet,
  openDataJson,
  openDataPaths,
  openDataRecords,
  openDataSheet,
  openDataXlsxPath,
  type OpenDataSheetTexts,
  type OpenDataWorkbook,
} from '@/lib/ranking/open-data';
import {
  moversCsv,
  moversJson,
  moversPaths,
  moversRecords,
  moversSheet,
  moversXlsxPath,
} from '@/lib/ranking/open-data-movers';
import { XLSX_TYPE } from '@/lib/ranking/sheet';
import { xlsxSheetData, xlsxSheetOptions } from '@/lib/ranking/xlsx';
import { participantPath } from '@/lib/routes';

/** The open data under /open-data/ (docs/open-data.md), written at build: every file from the table below. */
export const dynamic = 'force-static';
export const dynamicParams = false;

/** A participant page's absolute URL; `archivedYear` for an archived edition's page. */
function pageUrl(locale: Locale, ref: string, archivedYear?: number): string {
  return `${config.siteUrl}${localeHref(locale, participantPath(ref, undefined, archivedYear))}`;
}

/** The current edition's records, with absolute participant page URLs. */
const currentRecords = () => openDataRecords(loadContent().current.participants, pageUrl);

/** Every edition's records, newest first, each linking to its own edition's pages. */
function editionRecords() {
  const { editions, current } = loadContent();
  return openDataEditionRecords(editions, current.year, pageUrl);
}

/** A workbook of the open data headed in a language (lib/ranking/open-data). */
async function xlsx(workbook: OpenDataWorkbook, locale: Locale): Promise<BodyInit> {
  const { messages, sectors } = loadContent();
  const t = messages[locale].ranking.openData;
  const texts: OpenDataSheetTexts = {
    headings: t.headings,
    sheetName: t.sheets[workbook],
    sectorName: (key) => sectorName(sectors, key, locale),
  };
  const table =
    workbook === 'ranking' ? openDataSheet(currentRecords(), texts) : openDataEditionsSheet(editionRecords(), texts);
  return new Uint8Array(await writeXlsxFile(xlsxSheetData(table), xlsxSheetOptions(table)).toBuffer());
}

/** Every edition's movers, newest first, each linking to its own edition's pages. */
function moverRecords() {
  const { editions, current } = loadContent();
  return moversRecords(editions, current.year, pageUrl);
}

/** The movers' workbook headed in a language (lib/ranking/open-data-movers). */
async function moversXlsx(locale: Locale): Promise<BodyInit> {
  const t = loadContent().messages[locale].movers;
  const table = moversSheet(moverRecords(), { ...t.openData, kinds: t.kinds });
  return new Uint8Array(await writeXlsxFile(xlsxSheetData(table), xlsxSheetOptions(table)).toBuffer());
}

const csv = 'text/csv; charset=utf-8';
const json = 'application/json; charset=utf-8';
const fileName = (path: string) => path.slice('/open-data/'.length);

/** Each file by its name: its media type and how it is made. */
const files: Record<string, { type: string; content: () => BodyInit | Promise<BodyInit> }> = {
  [fileName(openDataPaths.csv)]: { type: csv, content: () => openDataCsv(currentRecords()) },
  [fileName(openDataPaths.json)]: { type: json, content: () => openDataJson(currentRecords()) },
  [fileName(openDataEditionsPaths.csv)]: { type: csv, content: () => openDataEditionsCsv(editionRecords()) },
  [fileName(openDataEditionsPaths.json)]: { type: json, content: () => openDataJson(editionRecords()) },
};
files[fileName(moversPaths.csv)] = { type: csv, content: () => moversCsv(moverRecords()) };
files[fileName(moversPaths.json)] = { type: json, content: () => moversJson(moverRecords()) };
for (const locale of localeCodes)
  files[fileName(moversXlsxPath(locale))] = { type: XLSX_TYPE, content: () => moversXlsx(locale) };
for (const table of ['ranking', 'editions'] as const)
  for (const locale of localeCodes)
    files[fileName(openDataXlsxPath(table, locale))] = { type: XLSX_TYPE, content: () => xlsx(table, locale) };

export function generateStaticParams() {
  return Object.keys(files).map((file) => ({ file }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const file = files[(await params).file];
  if (!file) return new Response('Not found', { status: 404 });
  return new Response(await file.content(), { headers: { 'Content-Type': file.type } });
}
