import { toCsv } from './csv';
import type { RankingRow, RankingRowField } from './row';
import type { CellKit } from './rows-html';
import type { SheetCell, SheetTable } from './sheet';

/**
 * The ranking's columns, described once. The table's head and its sticky copy
 * (components/ranking/RankingTable), the rows' HTML (rows-html), the grid's column tracks, the
 * no-results cell's span and the view's downloads (CSV, XLSX) all read these records, in their
 * order. The message schema takes the headings' keys from here (lib/content/ranking-messages-schema).
 *
 * A table column's heading is the message `ranking.columns.{key}`; a column only in the
 * downloads follows the table's columns there, headed by `ranking.csv.{key}`.
 */

interface DownloadColumn {
  /**
   * The workbook's cell (a rank: its number, "*" as text, not ranked empty; `pageUrl` gives a
   * participant page's absolute URL); the CSV writes it as text, true as the word for yes.
   */
  sheet: (row: RankingRow, pageUrl: (ref: string) => string) => SheetCell;
  /** The workbook column's width in characters. */
  sheetWidth: number;
}

interface TableColumn extends DownloadColumn {
  /** The field a click on the heading sorts by; without it the heading is plain text. */
  sort?: RankingRowField;
  /** The row's cell as HTML (the kit escapes every text). */
  cell: (row: RankingRow, kit: CellKit) => string;
  /** The column's grid track below 880 px, up to 1099 px and from 1100 px (ranking.module.css). */
  width: readonly [narrow: string, medium: string, wide: string];
  /** Below 880 px shown right after the company (ranking.module.css moves it there with `order`). */
  narrowFirst?: true;
}

/** A rank column: the rank with its movement since the previous edition's rank. */
const rank = (
  width: TableColumn['width'],
  field: 'rankVR' | 'rankDS' | 'rankOverall',
  previous: 'prevYearVR' | 'prevYearDS' | 'prevYearOverall',
) =>
  ({
    sort: field,
    width,
    cell: (row, kit) => kit.rank(row[field], row[previous]),
    sheet: (row) => row[field],
    sheetWidth: 11,
  }) satisfies TableColumn;

export const tableColumns = {
  company: {
    sort: 'company',
    width: ['minmax(0, 1fr)', 'minmax(0, 1fr)', 'minmax(0, 1fr)'],
    cell: (row, kit) => kit.company(row),
    sheet: (row) => row.company,
    sheetWidth: 42,
  },
  rankVR: rank(['10.5rem', '11.5rem', '13.5rem'], 'rankVR', 'prevYearVR'),
  rankDS: rank(['10.5rem', '11.5rem', '13.5rem'], 'rankDS', 'prevYearDS'),
  rankOverall: { ...rank(['8.5rem', '9.5rem', '10.5rem'], 'rankOverall', 'prevYearOverall'), narrowFirst: true },
  certificate: {
    width: ['7.5rem', '7.5rem', '7.5rem'],
    cell: (row, kit) => (row.certificate ? kit.star : '<td></td>'),
    sheet: (row) => row.certificate,
    sheetWidth: 11,
  },
} satisfies Record<string, TableColumn>;

export const downloadOnlyColumns = {
  previousRankVR: { sheet: (row) => row.prevYearVR, sheetWidth: 11 },
  previousRankDS: { sheet: (row) => row.prevYearDS, sheetWidth: 11 },
  page: { sheet: (row, pageUrl) => pageUrl(row.ref), sheetWidth: 60 },
} satisfies Record<string, DownloadColumn>;

export type TableColumnKey = keyof typeof tableColumns;
export type DownloadOnlyColumnKey = keyof typeof downloadOnlyColumns;
type ColumnKey = TableColumnKey | DownloadOnlyColumnKey;

export const tableColumnList = Object.entries(tableColumns) as [TableColumnKey, TableColumn][];
export const tableColumnKeys = tableColumnList.map(([key]) => key);
export const downloadOnlyColumnKeys = Object.keys(downloadOnlyColumns) as DownloadOnlyColumnKey[];
const downloadColumns = Object.entries({ ...tableColumns, ...downloadOnlyColumns }) as [ColumnKey, DownloadColumn][];

/**
 * The grid's column tracks at each width, as the custom properties the table's CSS reads
 * (ranking.module.css); below 880 px in the order shown there.
 */
export function columnTracks(): Record<`--columns-${'narrow' | 'medium' | 'wide'}`, string> {
  const [first, ...rest] = tableColumnList.map(([, column]) => column);
  const narrow = [first, ...rest.filter((c) => c.narrowFirst), ...rest.filter((c) => !c.narrowFirst)];
  const tracks = (columns: (TableColumn | undefined)[], i: 0 | 1 | 2) => columns.map((c) => c?.width[i]).join(' ');
  return {
    '--columns-narrow': tracks(narrow, 0),
    '--columns-medium': tracks([first, ...rest], 1),
    '--columns-wide': tracks([first, ...rest], 2),
  };
}

/** Headings of the view's downloads, from the translations, and the certificate's word. */
export type RankingCsvTexts = Record<ColumnKey, string> & { yes: string };

/** The view's workbook also needs its tab name. */
export interface RankingSheetTexts extends RankingCsvTexts {
  sheetName: string;
}

/** The CSV of the rows in view, in their order, with a link to each participant page: the sheet's cells as text. */
export function rankingCsv(
  rows: readonly RankingRow[],
  texts: RankingCsvTexts,
  pageUrl: (ref: string) => string,
): string {
  const { columns, rows: cells } = rankingSheet(rows, { ...texts, sheetName: '' }, pageUrl);
  const text = (cell: SheetCell) => (cell === true ? texts.yes : cell === false || cell === null ? '' : String(cell));
  return toCsv([columns.map((column) => column.heading), ...cells.map((row) => row.map(text))]);
}

/**
 * The same view as a sheet: the CSV's columns, ranks as numbers (not ranked: empty), the
 * certificate as TRUE/FALSE.
 */
export function rankingSheet(
  rows: readonly RankingRow[],
  texts: RankingSheetTexts,
  pageUrl: (ref: string) => string,
): SheetTable {
  return {
    name: texts.sheetName,
    columns: downloadColumns.map(([key, column]) => ({ heading: texts[key], width: column.sheetWidth })),
    rows: rows.map((row) => downloadColumns.map(([, column]) => column.sheet(row, pageUrl))),
  };
}
