import type { Rank, Score } from '@/lib/content/participant';
import type { RankingRow } from './row';

/**
 * The ranking's rows as they travel to the browser in the page's payload: one tuple per row
 * instead of an object that repeats twelve keys, the certificate as 1 or 0, the sector as an
 * index into a list of the keys. With hundreds of rows the keys alone would weigh more than
 * the values. The island unpacks them once (unpackRows) into the RankingRow the sort, the
 * search and the CSV read.
 *
 * Most refs are the company's name in a plain form ("ABB Ltd" → "abb-ltd"): such a ref is sent
 * as 0 and made again from the name (refFromName). Only names in plain ASCII qualify, so that the
 * browser's string functions cannot come to another ref than the server's.
 *
 * The previous overall rank comes last and is left out when unknown (no previous edition on the
 * site), rather than sent as undefined, which the payload spells out in full for every row.
 */
export type PackedRow = [
  /** 0 when the ref is refFromName(company). */
  ref: string | 0,
  company: string,
  rankVR: Rank,
  rankDS: Rank,
  rankOverall: Rank,
  totalVR: Score,
  totalDS: Score,
  prevYearVR: Rank,
  prevYearDS: Rank,
  certificate: 0 | 1,
  /** An index into PackedRows.sectors; -1 when the row has no sector. */
  sector: number,
  prevYearOverall?: Rank,
];

export interface PackedRows {
  /** The sector keys the rows refer to by index. */
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
  const indexOf = (sector: string | null) => {
    if (sector === null) return -1;
    const i = sectors.indexOf(sector);
    return i >= 0 ? i : sectors.push(sector) - 1;
  };
  return {
    sectors,
    rows: rows.map((row) => {
      const packed: PackedRow = [
        refFromName(row.company) === row.ref ? 0 : row.ref,
        row.company,
        row.rankVR,
        row.rankDS,
        row.rankOverall,
        row.totalVR,
        row.totalDS,
        row.prevYearVR,
        row.prevYearDS,
        row.certificate ? 1 : 0,
        indexOf(row.sector),
      ];
      if (row.prevYearOverall !== undefined) packed.push(row.prevYearOverall);
      return packed;
    }),
  };
}

export function unpackRows({ sectors, rows }: PackedRows): RankingRow[] {
  return rows.map((packed) => ({
    ref: packed[0] === 0 ? (refFromName(packed[1]) ?? '') : packed[0],
    company: packed[1],
    rankVR: packed[2],
    rankDS: packed[3],
    rankOverall: packed[4],
    totalVR: packed[5],
    totalDS: packed[6],
    prevYearVR: packed[7],
    prevYearDS: packed[8],
    prevYearOverall: packed[11],
    certificate: packed[9] === 1,
    sector: sectors[packed[10]] ?? null,
  }));
}
