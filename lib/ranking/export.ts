import type { Rank } from '@/lib/content/participant';
import { toCsv } from './csv';
import type { RankingRow } from './row';

/** Column headings of the CSV download, from the translations. */
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
  const header = [
    texts.company,
    texts.rankVR,
    texts.rankDS,
    texts.rankOverall,
    texts.certificate,
    texts.previousRankVR,
    texts.previousRankDS,
    texts.page,
  ];
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
  return toCsv([header, ...records]);
}
