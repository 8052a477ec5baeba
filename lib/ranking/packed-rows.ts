import type { Rank, Score } from '@/lib/content/participant';
import type { RankingRow } from './row';

/**
 * The ranking's rows as they travel to the browser in the page's payload: one tuple per row
 * instead of an object that repeats twelve keys, the certificate as 1 or 0, the sector as an
 * index into a list of the keys. With hundreds of rows the keys alone would weigh more than
 * the values. The island unpacks them once (unpackRows) into the RankingRow the sort, the
 * search and the CSV read.
 *
 * The previous overall rank comes last and is left out when unknown (no previous edition on the
 * site), rather than sent as undefined, which the payload spells out in full for every row.
 */
export type PackedRow = [
  ref: string,
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
        row.ref,
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
    ref: packed[0],
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
