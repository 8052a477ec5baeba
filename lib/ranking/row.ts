import type { Participant } from '@/lib/content/participant';
import { resultFields } from '@/lib/content/participant-fields';

/**
 * The part of a participant that the ranking table carries to the browser: what it shows, sorts
 * by and exports, as typed values. Kept small on purpose: it travels once in the page's payload
 * for every row, and the table must stay light with thousands of rows. In this order the rows
 * travel packed (packRows); the previous overall rank, the one field that may be unknown, last.
 */
export const rankingRowFields = [
  'ref',
  'company',
  ...resultFields,
  'certificate',
  'sector',
  'prevYearOverall',
] as const satisfies readonly (keyof Participant)[];

export type RankingRowField = (typeof rankingRowFields)[number];
export type RankingRow = Pick<Participant, RankingRowField>;

export function isRankingRowField(value: string): value is RankingRowField {
  return (rankingRowFields as readonly string[]).includes(value);
}

export function toRankingRow(participant: Participant): RankingRow {
  return Object.fromEntries(rankingRowFields.map((field) => [field, participant[field]])) as RankingRow;
}

/**
 * The rows as they travel to the browser in the page's payload: one array per row, its values in
 * rankingRowFields' order, instead of an object that repeats twelve keys; the certificate as 1 or
 * 0, the sector as an index into a list of the keys. With hundreds of rows the keys alone would
 * weigh more than the values. The island unpacks them once (unpackRows).
 *
 * Most refs are the company's name in a plain form ("ABB Ltd" → "abb-ltd"): such a ref is sent
 * as 0 and made again from the name (refFromName). Only names in plain ASCII qualify, so that the
 * browser's string functions cannot come to another ref than the server's.
 *
 * A value unknown at the end of a row (no previous edition on the site) is left out rather than
 * sent as undefined, which the payload spells out in full for every row.
 */
export type PackedRow = (string | number | null)[];

export interface PackedRows {
  /** The sector keys the rows refer to by index (-1: no sector). */
  sectors: string[];
  rows: PackedRow[];
}

const PLAIN = /^[\x20-\x7e]*$/;

/** The ref a name in plain ASCII gives (lower case, every run of other characters a hyphen); null for others. */
export function refFromName(company: string): string | null {
  if (!PLAIN.test(company)) return null;
  return company
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function packRows(rows: readonly RankingRow[]): PackedRows {
  const sectors: string[] = [];
  const packed: Partial<Record<RankingRowField, (row: RankingRow) => string | number>> = {
    ref: (row) => (refFromName(row.company) === row.ref ? 0 : row.ref),
    certificate: (row) => (row.certificate ? 1 : 0),
    sector: ({ sector }) => {
      if (sector === null) return -1;
      const i = sectors.indexOf(sector);
      return i >= 0 ? i : sectors.push(sector) - 1;
    },
  };
  return {
    sectors,
    rows: rows.map((row) => {
      const values = rankingRowFields.map((field) => packed[field]?.(row) ?? row[field]);
      while (values.length && values.at(-1) === undefined) values.pop();
      return values as PackedRow;
    }),
  };
}

export function unpackRows({ sectors, rows }: PackedRows): RankingRow[] {
  return rows.map((values) => {
    const row = Object.fromEntries(rankingRowFields.map((field, i) => [field, values[i]]));
    return {
      ...row,
      ref: row.ref === 0 ? (refFromName(String(row.company)) ?? '') : row.ref,
      certificate: row.certificate === 1,
      sector: sectors[Number(row.sector)] ?? null,
    } as RankingRow;
  });
}
