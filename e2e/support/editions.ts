import fs from 'node:fs';
import path from 'node:path';
import type { Awards } from '../../lib/content/awards-schema';
import type { ParticipantRow } from '../../lib/content/participant-fields';
import { archivedYears, currentYear, editionFolder, editionYears } from './site';

/**
 * Every edition's files as the specs know them (content/editions/{year}/), and a company's history
 * worked out from them directly: the years it took part in, its ranks as the table shows them
 * (a dash when not ranked), and the editions it skipped in between.
 */
const root = path.resolve(__dirname, '../..');
const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as T;

export interface EditionFiles {
  year: number;
  rows: ParticipantRow[];
  awards: Awards;
}

export const editions: readonly EditionFiles[] = editionYears.map((year) => ({
  year,
  rows: readJson<ParticipantRow[]>(`${editionFolder(year)}/ranking.json`),
  awards: readJson<Awards>(`${editionFolder(year)}/awards.json`),
}));

export const edition = (year: number): EditionFiles =>
  editions.find((e) => e.year === year) ??
  (() => {
    throw new Error(`no edition ${year}`);
  })();

/** The newest archived edition (the one the specs open), undefined with a single edition. */
export const lastArchivedYear: number | undefined = archivedYears[0];

export const shownName = (row: ParticipantRow) => row.pubRef || row.company;
export const shownRank = (rank: string) => (rank.trim() === '' || rank.trim() === '999' ? '–' : rank.trim());

export type ExpectedHistoryRow =
  { year: number; kind: 'took-part'; name: string; ranks: [string, string, string] } | { year: number; kind: 'gap' };

/** The company's rows up to `upTo`, newest first, from its first edition; gaps for skipped editions. */
export function expectedHistory(ref: string, upTo: number = currentYear): ExpectedHistoryRow[] {
  const years = editions
    .filter((e) => e.year <= upTo)
    .map((e) => e.year)
    .sort((a, b) => a - b);
  const rowIn = (year: number) => edition(year).rows.find((r) => r.ref === ref);
  const first = years.find((year) => rowIn(year));
  const last = [...years].reverse().find((year) => rowIn(year));
  if (first === undefined || last === undefined) return [];
  return years
    .filter((year) => year >= first && year <= last)
    .reverse()
    .map((year) => {
      const row = rowIn(year);
      if (!row) return { year, kind: 'gap' as const };
      return {
        year,
        kind: 'took-part' as const,
        name: shownName(row),
        ranks: [shownRank(row.rankVR), shownRank(row.rankDS), shownRank(row.rankOverall)],
      };
    });
}

/** A ref of the current edition that skipped an edition in between, if the content has one. */
export const refWithGap: string | undefined = edition(currentYear)
  .rows.map((row) => row.ref)
  .find((ref) => expectedHistory(ref).some((entry) => entry.kind === 'gap'));

/** A ref whose shown name differs between editions (a renamed company), if the content has one. */
export const renamedRef: string | undefined = edition(currentYear)
  .rows.map((row) => row.ref)
  .find((ref) => new Set(expectedHistory(ref).flatMap((e) => (e.kind === 'took-part' ? [e.name] : []))).size > 1);
