/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { loadContent } from '../content/load';
import { factSheet } from './fact-sheet';

/**
 * The fact sheet against the repository's content: every figure worked out again here from the
 * content files as written (strings, decimal commas), not from the edition the build makes.
 */
type Row = Record<string, string>;
const dir = path.join(process.cwd(), 'content/editions');
const read = <T>(year: number, file: string): T =>
  JSON.parse(fs.readFileSync(path.join(dir, String(year), file), 'utf8')) as T;
const rowsOf = (year: number) => read<Row[]>(year, 'ranking.json');
const points = (value: string | undefined) => Number((value ?? '').trim().replace(',', '.')) || 0;
/** A rank as a place: digits only ('*', '999' and empty are not places). */
const place = (value: string | undefined) =>
  /^\d+$/.test((value ?? '').trim()) && value?.trim() !== '999' ? Number(value) : null;
const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
};
const round2 = (value: number) => Math.round(value * 100) / 100;
const totals = (rows: Row[]) =>
  rows.filter((r) => points(r.totalVR) > 0 && points(r.totalDS) > 0).map((r) => points(r.totalVR) + points(r.totalDS));
const nameOf = (row: Row) => row.pubRef?.trim() || (row.company as string);

const content = loadContent();
const years = content.editions.map((edition) => edition.year);

describe('factSheet against the content files', () => {
  it.each(years)('states the counts, the threshold and the winners of %i', (year) => {
    const edition = content.editionsByYear.get(year)!;
    const sheet = factSheet(edition, content.editionsByYear.get(year - 1));
    const rows = rowsOf(year);
    const awards = read<{ certificateThreshold: number; winnerCategories: { key: string; winners: string[] }[] }>(
      year,
      'awards.json',
    );
    expect(sheet.reports).toBe(rows.length);
    expect(sheet.certified).toBe(rows.filter((r) => r.certificate?.trim() === '*').length);
    expect(sheet.threshold).toBe(awards.certificateThreshold);
    const byRef = new Map(rows.map((r) => [r.ref, r]));
    expect(sheet.winners).toEqual(
      awards.winnerCategories.map((c) => ({
        key: c.key,
        winners: c.winners.map((ref) => ({ ref, name: nameOf(byRef.get(ref)!) })),
      })),
    );
  });

  it.each(years)('gives the medians of %i and their change against the year before', (year) => {
    const sheet = factSheet(content.editionsByYear.get(year)!, content.editionsByYear.get(year - 1));
    const mediansOf = (rows: Row[]) => ({
      valueReporting: median(rows.map((r) => points(r.totalVR)).filter((p) => p > 0)),
      design: median(rows.map((r) => points(r.totalDS)).filter((p) => p > 0)),
      total: median(totals(rows)),
    });
    const now = mediansOf(rowsOf(year));
    const hasBefore = years.includes(year - 1);
    const before = hasBefore ? mediansOf(rowsOf(year - 1)) : undefined;
    expect(sheet.previousYear).toBe(hasBefore ? year - 1 : undefined);
    expect(sheet.medians).toEqual(
      (['valueReporting', 'design', 'total'] as const).map((kind) => ({
        kind,
        median: round2(now[kind]),
        change: before ? round2(round2(now[kind]) - round2(before[kind])) : undefined,
      })),
    );
  });

  it.each(years)('names the sector of %i with the highest median overall points', (year) => {
    const sheet = factSheet(content.editionsByYear.get(year)!);
    const groups = new Map<string, number[]>();
    for (const row of rowsOf(year)) {
      const sector = row.sector?.trim();
      if (!sector || !(points(row.totalVR) > 0 && points(row.totalDS) > 0)) continue;
      groups.set(sector, [...(groups.get(sector) ?? []), points(row.totalVR) + points(row.totalDS)]);
    }
    const best = [...groups]
      .filter(([, list]) => list.length >= 2)
      .map(([key, list]) => ({ key, median: round2(median(list)), reports: list.length }))
      .sort((a, b) => b.median - a.median)[0];
    expect(best).toBeDefined();
    expect(sheet.bestSector).toEqual(best);
  });

  it.each(years)('lists the top three movers of %i per kind, ties at the third included, newcomers apart', (year) => {
    const sheet = factSheet(content.editionsByYear.get(year)!, content.editionsByYear.get(year - 1));
    if (!years.includes(year - 1)) {
      expect(sheet.movers).toBeUndefined();
      return;
    }
    const previous = new Map(rowsOf(year - 1).map((r) => [r.ref, r]));
    const fields = { overall: 'rankOverall', valueReporting: 'rankVR', design: 'rankDS' } as const;
    const expected = (Object.keys(fields) as (keyof typeof fields)[]).map((kind) => {
      const moves = rowsOf(year).flatMap((row) => {
        const now = place(row[fields[kind]]);
        const then = place(previous.get(row.ref as string)?.[fields[kind]]);
        return now !== null && then !== null && then > now ? [{ ref: row.ref as string, by: then - now }] : [];
      });
      const bys = moves.map((m) => m.by).sort((a, b) => b - a);
      const cut = bys[2] ?? 0;
      return {
        kind,
        refs: moves
          .filter((m) => m.by >= cut)
          .map((m) => `${m.ref}:${m.by}`)
          .sort(),
      };
    });
    expect(
      sheet.movers!.byKind.map(({ kind, movers }) => ({ kind, refs: movers.map((m) => `${m.ref}:${m.by}`).sort() })),
    ).toEqual(expected);
    for (const { movers } of sheet.movers!.byKind)
      expect(movers.map((m) => m.by)).toEqual([...movers.map((m) => m.by)].sort((a, b) => b - a));
    const newcomers = rowsOf(year).filter(
      (row) => place(row.rankOverall) !== null && place(previous.get(row.ref as string)?.rankOverall) === null,
    ).length;
    expect(sheet.movers!.newcomers).toBe(newcomers);
  });

  it('has no movers and no changes for the first edition', () => {
    const first = content.editions.at(-1)!;
    const sheet = factSheet(first, undefined);
    expect(sheet.movers).toBeUndefined();
    expect(sheet.previousYear).toBeUndefined();
    expect(sheet.medians.map((m) => m.change)).toEqual([undefined, undefined, undefined]);
  });

  it('compares only with the edition the year before, not with an older one', () => {
    const [newest, , third] = content.editions;
    const sheet = factSheet(newest!, third);
    expect(sheet.previousYear).toBeUndefined();
    expect(sheet.medians.every((m) => m.change === undefined)).toBe(true);
  });
});
