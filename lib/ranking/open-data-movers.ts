import { editionInfo } from '@/lib/editions/edition-info';
import { moverKinds, type EditionMovers } from '@/lib/editions/movers';
import type { RankKey } from '@/lib/editions/statistics';
import { localeSettings, type Locale } from '@/lib/i18n/locales';
import { toCsv } from './csv';
import type { SheetCell, SheetTable } from './sheet';

/**
 * The year's movers as open data (lib/editions/movers): one short, language-neutral table of
 * every edition that has them, published at build as /open-data/movers.csv and
 * /open-data/movers.json, and as a workbook per language. The columns are described once, here,
 * and every writer (CSV, JSON, workbook) reads them in this order; docs/open-data.md documents
 * them.
 */

/** Each column with its width in the workbooks, in characters. */
const columnWidths = {
  year: 9,
  kind: 18,
  rank: 8,
  ref: 28,
  company: 42,
  previousRank: 11,
  currentRank: 11,
  placesGained: 11,
  urlDe: 60,
  urlEn: 60,
} as const;

export type MoversColumn = keyof typeof columnWidths;
export const moversColumns = Object.keys(columnWidths) as MoversColumn[];

/** One mover of one list of one edition. */
export interface MoversRecord {
  /** The edition's year. */
  year: number;
  /** Which list: overall, valueReporting or design. */
  kind: RankKey;
  /** The place in that list, from 1 (a tie keeps the list's order: the better current rank first). */
  rank: number;
  ref: string;
  /** The company's name in that edition. */
  company: string;
  previousRank: number;
  currentRank: number;
  placesGained: number;
  urlDe: string;
  urlEn: string;
}

/**
 * Every edition's movers, newest edition first, each edition's lists in the pages' order (overall,
 * value reporting, design), each list as the pages show it. An edition without movers (the first
 * on the site) has no rows. `pageUrl` gets the year in the page addresses that only an archived
 * edition has.
 */
export function moversRecords(
  editions: readonly { year: number; movers?: EditionMovers }[],
  currentYear: number,
  pageUrl: (locale: Locale, ref: string, archivedYear: number | undefined) => string,
): MoversRecord[] {
  return [...editions]
    .sort((a, b) => b.year - a.year)
    .flatMap(({ year, movers }) => {
      if (!movers) return [];
      const { archivedYear } = editionInfo(year, currentYear);
      return moverKinds.flatMap((kind) =>
        movers.byKind[kind].map((mover, i) => ({
          year,
          kind,
          rank: i + 1,
          ref: mover.ref,
          company: mover.name,
          previousRank: mover.previous,
          currentRank: mover.current,
          placesGained: mover.by,
          urlDe: pageUrl('de-CH', mover.ref, archivedYear),
          urlEn: pageUrl('en-GB', mover.ref, archivedYear),
        })),
      );
    });
}

/** RFC 4180 CSV with a header row of the column keys (no BOM, like the other open data). */
export function moversCsv(records: readonly MoversRecord[]): string {
  return toCsv([[...moversColumns], ...records.map((record) => moversColumns.map((column) => String(record[column])))]);
}

/** A JSON array of the records, keys in column order. */
export function moversJson(records: readonly MoversRecord[]): string {
  const ordered = records.map((record) => Object.fromEntries(moversColumns.map((column) => [column, record[column]])));
  return `${JSON.stringify(ordered, null, 1)}\n`;
}

/** The workbook's texts in its language: the headings, the tab name and each list's name. */
export interface MoversSheetTexts {
  headings: Readonly<Record<MoversColumn, string>>;
  sheetName: string;
  kinds: Readonly<Record<RankKey, string>>;
}

/**
 * The movers as a workbook, one per language: the CSV's columns in its order, headed in the
 * language; year, ranks and places as numbers, the list named in the language instead of its key.
 */
export function moversSheet(records: readonly MoversRecord[], texts: MoversSheetTexts): SheetTable {
  const cell = (record: MoversRecord, column: MoversColumn): SheetCell =>
    column === 'kind' ? texts.kinds[record.kind] : record[column];
  return {
    name: texts.sheetName,
    columns: moversColumns.map((column) => ({ heading: texts.headings[column], width: columnWidths[column] })),
    rows: records.map((record) => moversColumns.map((column) => cell(record, column))),
  };
}

/** Where the movers are published (app/open-data/[file]/route.ts). */
export const moversPaths = { csv: '/open-data/movers.csv', json: '/open-data/movers.json' } as const;

/** The workbooks: /open-data/movers.de.xlsx and /open-data/movers.en.xlsx. */
export function moversXlsxPath(locale: Locale): string {
  return `/open-data/movers.${localeSettings(locale).simpleCode}.xlsx`;
}
