import type { Participant, Rank, ScoreField } from '../content/participant';

/** What the comparison shows of a company, and the file that carries it (/assets/compare.json). */

export const rankColumns = ['rankOverall', 'rankVR', 'rankDS'] as const;
export type RankColumn = (typeof rankColumns)[number];

/** The previous edition's rank of each rank column, in the same order. */
export const previousColumns = ['prevYearOverall', 'prevYearVR', 'prevYearDS'] as const;
export type PreviousColumn = (typeof previousColumns)[number];

export type HistoryRanks = Record<RankColumn, Rank>;

/** The participant's fields the comparison reads (prevYearOverall undefined: the edition before is not on the site). */
export interface ComparedCompany
  extends HistoryRanks, Pick<Participant, 'ref' | 'name' | PreviousColumn | 'certificate'> {
  scores: Pick<Participant, ScoreField>;
  /** The three ranks in each edition of CompareData.years, in that order; null: not taken part. */
  history: (HistoryRanks | null)[];
}

export interface CompareData {
  /** The current edition's year: every company's figures are from it. */
  edition: number;
  /** Every edition up to the current one, newest first. */
  years: number[];
  /** In the order of the edition's ranking.json. */
  companies: ComparedCompany[];
}

/**
 * The file's layout: one array per company rather than an object, so that the field names are
 * written once (a third of the size): `[ref, name, …one value per column, history]`; `history`
 * holds `[overall, vr, ds]` or null per year, trailing absent years left out. A rank is a number,
 * "*" or null, a score a number or null, the certificate 1 or 0.
 */
export const COMPARE_FILE_VERSION = 1;
