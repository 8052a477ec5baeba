import type { Participant } from '@/lib/content/participant';
import { resultFields } from '@/lib/content/participant-fields';

/**
 * The part of a participant that the ranking table carries to the browser: what it shows, sorts
 * by and exports, as typed values. Kept small on purpose: it travels once in the page's payload
 * for every row, and the table must stay light with thousands of rows.
 */
export const rankingRowFields = [
  'ref',
  'company',
  ...resultFields,
  'prevYearOverall',
  'certificate',
  'sector',
] as const satisfies readonly (keyof Participant)[];

export type RankingRowField = (typeof rankingRowFields)[number];
export type RankingRow = Pick<Participant, RankingRowField>;

export function isRankingRowField(value: string): value is RankingRowField {
  return (rankingRowFields as readonly string[]).includes(value);
}

export function toRankingRow(participant: Participant): RankingRow {
  return Object.fromEntries(rankingRowFields.map((field) => [field, participant[field]])) as RankingRow;
}
