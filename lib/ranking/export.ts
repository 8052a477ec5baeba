import type { Rank } from '@/lib/content/participant';
import { toCsv } from './csv';
import type { RankingRow } from './row';
import { rankCell, type SheetTable } from './sheet';

/** Column headings of the view's downloads, from the translations. */
export interface RankingCsvTexts {
  company: string;
  rankVR: string;
  rankDS: string;
  rankOverall: string;
  certificate: string;
  previousRankVR: string;
  previousRankDS: string;
  page: string;
  yes: string;
}

/** The view's workbook also needs its tab name. */
export interface RankingSheetTexts extends RankingCsvTexts {
  sheetName: string;
}

/** Both downloads have these columns, in this order. */
function headings(texts: RankingCsvTexts): string[] {
  return [
    texts.company,
    texts.rankVR,
    texts.rankDS,
    texts.rankOverall,
    texts.certificate,
    texts.previousRankVR,
    texts.previousRankDS,
    texts.page,
  ];
}

/** A rank as data: the number, '*' as it stands, not ranked as an empty field. */
function rankField(value: Rank | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}

/** The CSV of the rows in view, in their order, with a link to each participant page. */
export function rankingCsv(
  rows: readonly RankingRow[],
  texts: RankingCsvTexts,
  pageUrl: (ref: string) => string,
): string {
  const records = rows.map((row) => [
    row.company,
    rankField(row.rankVR),
    rankField(row.rankDS),
    rankField(row.rankOverall),
    row.certificate ? texts.yes : '',
    rankField(row.prevYearVR),
    rankField(row.prevYearDS),
    pageUrl(row.ref),
  ]);
  return toCsv([headings(texts), ...records]);
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
  const widths = [42, 11, 11, 11, 11, 11, 11, 60];
  return {
    name: texts.sheetName,
    columns: headings(texts).map((heading, index) => ({ heading, width: widths[index] ?? 11 })),
    rows: rows.map((row) => [
      row.company,
      rankCell(row.rankVR),
      rankCell(row.rankDS),
      rankCell(row.rankOverall),
      row.certificate,
      rankCell(row.prevYearVR),
      rankCell(row.prevYearDS),
      pageUrl(row.ref),
    ]),
  };
}
