import type { Participant, Rank, Score } from '@/lib/content/participant';
import { editionInfo } from '@/lib/editions/edition-info';
import { localeSettings, type Locale } from '@/lib/i18n/locales';
import { toCsv } from './csv';
import { rankCell, scoreCell, type SheetCell, type SheetColumn, type SheetTable } from './sheet';

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
export const openDataColumns = [
  'ref',
  'company',
  'rankOverall',
  'rankVR',
  'rankDS',
  'totalVR',
  'totalDS',
  'certificate',
  'prevYearVR',
  'prevYearDS',
  'urlDe',
  'urlEn',
  // Added after the first editions: at the end, so that readers of the earlier columns keep working.
  'sector',
] as const;

/** The editions table: the ranking's columns after the edition's year, so each row says which edition it is from. */
export const openDataEditionColumns = ['edition', ...openDataColumns] as const;

export type OpenDataColumn = (typeof openDataColumns)[number];
export type OpenDataEditionColumn = (typeof openDataEditionColumns)[number];
export type OpenDataRank = Rank;

export interface OpenDataRecord {
  ref: string;
  company: string;
  rankOverall: OpenDataRank;
  rankVR: OpenDataRank;
  rankDS: OpenDataRank;
  totalVR: Score;
  totalDS: Score;
  certificate: boolean;
  prevYearVR: OpenDataRank;
  prevYearDS: OpenDataRank;
  urlDe: string;
  urlEn: string;
  /** A key of content/sectors.json; null when not assigned. */
  sector: string | null;
}

export type OpenDataEditionRecord = { edition: number } & OpenDataRecord;

type OpenDataSource = Pick<
  Participant,
  | 'ref'
  | 'company'
  | 'rankOverall'
  | 'rankVR'
  | 'rankDS'
  | 'totalVR'
  | 'totalDS'
  | 'certificate'
  | 'prevYearVR'
  | 'prevYearDS'
  | 'sector'
>;

type OpenDataLocale = 'de-CH' | 'en-GB';

/** Ranked participants first by overall rank, then the others by company (stable for diffs). */
function compareRecords(a: OpenDataRecord, b: OpenDataRecord): number {
  const order = (r: OpenDataRank) =>
    typeof r === 'number' ? r : r === '*' ? Number.MAX_SAFE_INTEGER - 1 : Number.MAX_SAFE_INTEGER;
  return (
    order(a.rankOverall) - order(b.rankOverall) ||
    a.company.localeCompare(b.company, 'de-CH') ||
    a.ref.localeCompare(b.ref)
  );
}

export function openDataRecords(
  participants: readonly OpenDataSource[],
  pageUrl: (locale: OpenDataLocale, ref: string) => string,
): OpenDataRecord[] {
  return participants
    .map((p) => ({
      ref: p.ref,
      company: p.company,
      rankOverall: p.rankOverall,
      rankVR: p.rankVR,
      rankDS: p.rankDS,
      totalVR: p.totalVR,
      totalDS: p.totalDS,
      certificate: p.certificate,
      prevYearVR: p.prevYearVR,
      prevYearDS: p.prevYearDS,
      urlDe: pageUrl('de-CH', p.ref),
      urlEn: pageUrl('en-GB', p.ref),
      sector: p.sector,
    }))
    .sort(compareRecords);
}

/**
 * Every edition's records in one table: newest edition first, each in the ranking files' order.
 * `pageUrl` gets the year in the page addresses, which only an archived edition has (undefined
 * for the current one, whose pages are at the spec's paths).
 */
export function openDataEditionRecords(
  editions: readonly { year: number; participants: readonly OpenDataSource[] }[],
  currentYear: number,
  pageUrl: (locale: OpenDataLocale, ref: string, archivedYear: number | undefined) => string,
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

function csvValue(value: OpenDataEditionRecord[OpenDataEditionColumn]): string {
  if (value === null) return '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return String(value);
}

/** RFC 4180 CSV with a header row of the column keys (no BOM: this is data, not a spreadsheet export). */
function csvOf<C extends OpenDataEditionColumn>(
  columns: readonly C[],
  records: readonly Pick<OpenDataEditionRecord, C>[],
): string {
  return toCsv([[...columns], ...records.map((record) => columns.map((column) => csvValue(record[column])))]);
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

/** Column widths in characters: names and addresses wide, numbers narrow. */
const sheetWidths: Readonly<Record<OpenDataEditionColumn, number>> = {
  edition: 9,
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
  sector: 28,
};

function sheetCell(
  record: Partial<OpenDataEditionRecord>,
  column: OpenDataEditionColumn,
  texts: OpenDataSheetTexts,
): SheetCell {
  switch (column) {
    case 'rankOverall':
    case 'rankVR':
    case 'rankDS':
    case 'prevYearVR':
    case 'prevYearDS':
      return rankCell(record[column]);
    case 'totalVR':
    case 'totalDS':
      return scoreCell(record[column]);
    case 'sector':
      return record.sector ? texts.sectorName(record.sector) : null;
    default:
      return record[column] ?? null;
  }
}

function sheetOf<C extends OpenDataEditionColumn>(
  columns: readonly C[],
  records: readonly Pick<OpenDataEditionRecord, C>[],
  texts: OpenDataSheetTexts,
): SheetTable {
  return {
    name: texts.sheetName,
    columns: columns.map((column): SheetColumn => ({ heading: texts.headings[column], width: sheetWidths[column] })),
    rows: records.map((record) => columns.map((column) => sheetCell(record, column, texts))),
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
