import type { Participant } from '@/lib/content/participant';
import { editionInfo } from '@/lib/editions/edition-info';
import { localeSettings, type Locale } from '@/lib/i18n/locales';
import { toCsv } from './csv';
import type { SheetCell, SheetTable } from './sheet';

/**
 * The ranking as open data: one language-neutral data set, published at build as
 * /open-data/ranking.csv and /open-data/ranking.json (the current edition, linked from the ranking
 * page) and /open-data/editions.csv and /open-data/editions.json (every edition in one table).
 * Stable English column keys; the column list is documented in docs/open-data.md and on the
 * ranking page.
 *
 * Ranks are whole numbers, "*" (ranked separately) or empty/null (not ranked); scores are
 * numbers with a decimal point; certificate is true/false; sector is a key or empty/null.
 */

/** Each column with its width in the workbooks, in characters: names and addresses wide, numbers narrow. */
const columnWidths = {
  ref: 28,
  company: 42,
  rankOverall: 11,
  rankVR: 11,
  rankDS: 11,
  totalVR: 11,
  totalDS: 11,
  certificate: 11,
  prevYearVR: 11,
  prevYearDS: 11,
  urlDe: 60,
  urlEn: 60,
  // Added after the first editions: at the end, so that readers of the earlier columns keep working.
  sector: 28,
} as const;

export type OpenDataColumn = keyof typeof columnWidths;
export const openDataColumns = Object.keys(columnWidths) as OpenDataColumn[];

/** The editions table: the ranking's columns after the edition's year, so each row says which edition it is from. */
export const openDataEditionColumns = ['edition', ...openDataColumns] as const;
export type OpenDataEditionColumn = (typeof openDataEditionColumns)[number];

type SourceField = Exclude<OpenDataColumn, 'urlDe' | 'urlEn'>;
type OpenDataSource = Pick<Participant, SourceField>;

/** A record: the participant's fields (sector: a key of content/sectors.json, or null) and its page in each language. */
export type OpenDataRecord = OpenDataSource & { urlDe: string; urlEn: string };
export type OpenDataEditionRecord = { edition: number } & OpenDataRecord;

/** Ranked participants first by overall rank, then the others by company (stable for diffs). */
function compareRecords(a: OpenDataRecord, b: OpenDataRecord): number {
  const order = (r: Participant['rankOverall']) =>
    typeof r === 'number' ? r : r === '*' ? Number.MAX_SAFE_INTEGER - 1 : Number.MAX_SAFE_INTEGER;
  return (
    order(a.rankOverall) - order(b.rankOverall) ||
    a.company.localeCompare(b.company, 'de-CH') ||
    a.ref.localeCompare(b.ref)
  );
}

export function openDataRecords(
  participants: readonly OpenDataSource[],
  pageUrl: (locale: Locale, ref: string) => string,
): OpenDataRecord[] {
  return participants
    .map((p) => {
      const values = { ...p, urlDe: pageUrl('de-CH', p.ref), urlEn: pageUrl('en-GB', p.ref) };
      // Keys in column order: the JSON writes them so.
      return Object.fromEntries(openDataColumns.map((column) => [column, values[column]])) as OpenDataRecord;
    })
    .sort(compareRecords);
}

/**
 * Every edition's records in one table: newest edition first, each in the ranking files' order.
 * `pageUrl` gets the year in the page addresses, which only an archived edition has (undefined
 * for the current one, whose pages are at the edition-less paths).
 */
export function openDataEditionRecords(
  editions: readonly { year: number; participants: readonly OpenDataSource[] }[],
  currentYear: number,
  pageUrl: (locale: Locale, ref: string, archivedYear: number | undefined) => string,
): OpenDataEditionRecord[] {
  return [...editions]
    .sort((a, b) => b.year - a.year)
    .flatMap((edition) => {
      const { archivedYear } = editionInfo(edition.year, currentYear);
      return openDataRecords(edition.participants, (locale, ref) => pageUrl(locale, ref, archivedYear)).map(
        (record) => ({ edition: edition.year, ...record }),
      );
    });
}

/** RFC 4180 CSV with a header row of the column keys (no BOM: this is data, not a spreadsheet export). */
function csvOf<C extends OpenDataEditionColumn>(
  columns: readonly C[],
  records: readonly Pick<OpenDataEditionRecord, C>[],
): string {
  const field = (value: OpenDataEditionRecord[C]) => (value === null ? '' : String(value));
  return toCsv([[...columns], ...records.map((record) => columns.map((column) => field(record[column])))]);
}

export function openDataCsv(records: readonly OpenDataRecord[]): string {
  return csvOf(openDataColumns, records);
}

export function openDataEditionsCsv(records: readonly OpenDataEditionRecord[]): string {
  return csvOf(openDataEditionColumns, records);
}

/** Either table as a JSON array of its records, keys in column order. */
export function openDataJson(records: readonly OpenDataRecord[] | readonly OpenDataEditionRecord[]): string {
  return `${JSON.stringify(records, null, 1)}\n`;
}

/**
 * The open data as a workbook for a spreadsheet program, one per language: the same columns in
 * the same order, headed in the page's language; ranks, points and the edition as numbers, "*"
 * as text, not ranked or no points as empty cells, the certificate as TRUE/FALSE (shown in the
 * program's language), the sector by its name.
 */
export interface OpenDataSheetTexts {
  headings: Readonly<Record<OpenDataEditionColumn, string>>;
  sheetName: string;
  /** A sector key's name in the sheet's language. */
  sectorName: (key: string) => string;
}

function sheetOf<C extends OpenDataEditionColumn>(
  columns: readonly C[],
  records: readonly Pick<OpenDataEditionRecord, C>[],
  texts: OpenDataSheetTexts,
): SheetTable {
  const cell = (record: Partial<OpenDataEditionRecord>, column: C): SheetCell =>
    column === 'sector' ? (record.sector ? texts.sectorName(record.sector) : null) : (record[column] ?? null);
  return {
    name: texts.sheetName,
    columns: columns.map((column) => ({
      heading: texts.headings[column],
      width: column === 'edition' ? 9 : columnWidths[column as OpenDataColumn],
    })),
    rows: records.map((record) => columns.map((column) => cell(record, column))),
  };
}

export function openDataSheet(records: readonly OpenDataRecord[], texts: OpenDataSheetTexts): SheetTable {
  return sheetOf(openDataColumns, records, texts);
}

export function openDataEditionsSheet(
  records: readonly OpenDataEditionRecord[],
  texts: OpenDataSheetTexts,
): SheetTable {
  return sheetOf(openDataEditionColumns, records, texts);
}

/**
 * Where the ranking files are published (route handlers under app/open-data/; the editions files
 * are beside them, at /open-data/editions.csv and .json).
 */
export const openDataPaths = { csv: '/open-data/ranking.csv', json: '/open-data/ranking.json' } as const;
export const openDataEditionsPaths = { csv: '/open-data/editions.csv', json: '/open-data/editions.json' } as const;

export type OpenDataWorkbook = 'ranking' | 'editions';

/**
 * The workbooks, one per language beside the language-neutral CSV: /open-data/ranking.de.xlsx,
 * /open-data/ranking.en.xlsx, /open-data/editions.de.xlsx, /open-data/editions.en.xlsx (route
 * handlers under app/open-data/).
 */
export function openDataXlsxPath(workbook: OpenDataWorkbook, locale: Locale): string {
  return `/open-data/${workbook}.${localeSettings(locale).simpleCode}.xlsx`;
}
