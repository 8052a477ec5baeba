/** @jest-environment node */
import deCH from '@/content/i18n/de-CH.json';
import enGB from '@/content/i18n/en-GB.json';
import { generateStaticParams } from '@/app/open-data/[file]/route';
import type { EditionMovers, Mover } from '@/lib/editions/movers';
import { localeHref } from '@/lib/i18n/paths';
import { participantPath } from '@/lib/routes';
import {
  moversColumns,
  moversCsv,
  moversJson,
  moversPaths,
  moversRecords,
  moversSheet,
  moversXlsxPath,
} from './open-data-movers';

const mover = (ref: string, name: string, previous: number, current: number): Mover => ({
  ref,
  name,
  previous,
  current,
  by: previous - current,
});
const movers = (overall: Mover[], valueReporting: Mover[] = [], design: Mover[] = []): EditionMovers => ({
  byKind: { overall, valueReporting, design },
  newcomers: 3,
});

/** The site's own page addresses, so that the archived URLs are checked against the routes. */
const siteUrl = (locale: 'de-CH' | 'en-GB', ref: string, archivedYear: number | undefined) =>
  `https://example.ch${localeHref(locale, participantPath(ref, undefined, archivedYear))}`;

// Given oldest first, to show that the table orders the editions itself; 2024 is the first edition.
const editions = [
  { year: 2024 },
  { year: 2025, movers: movers([mover('abb', 'ABB Ltd', 9, 2)]) },
  {
    year: 2026,
    movers: movers(
      [mover('sika', 'Sika AG', 14, 3), mover('ubs', 'UBS, Zürich', 20, 12)],
      [mover('abb', 'ABB Ltd', 5, 4)],
      [mover('sika', 'Sika AG', 30, 6)],
    ),
  },
];
const records = moversRecords(editions, 2026, siteUrl);

describe('moversRecords', () => {
  it('lists every edition with movers, newest first, overall, value reporting and design in turn', () => {
    expect(records.map((r) => [r.year, r.kind, r.rank, r.ref])).toEqual([
      [2026, 'overall', 1, 'sika'],
      [2026, 'overall', 2, 'ubs'],
      [2026, 'valueReporting', 1, 'abb'],
      [2026, 'design', 1, 'sika'],
      [2025, 'overall', 1, 'abb'],
    ]);
  });

  it('holds both ranks, the places gained and the page of that edition in each language', () => {
    expect(records[0]).toEqual({
      year: 2026,
      kind: 'overall',
      rank: 1,
      ref: 'sika',
      company: 'Sika AG',
      previousRank: 14,
      currentRank: 3,
      placesGained: 11,
      urlDe: 'https://example.ch/teilnehmer/sika',
      urlEn: 'https://example.ch/en/teilnehmer/sika',
    });
    expect(records.at(-1)).toMatchObject({
      urlDe: 'https://example.ch/2025/teilnehmer/abb',
      urlEn: 'https://example.ch/en/2025/teilnehmer/abb',
    });
  });

  it('has no rows without any edition with movers', () => {
    expect(moversRecords([{ year: 2026 }], 2026, siteUrl)).toEqual([]);
  });
});

describe('moversCsv and moversJson', () => {
  it('writes a header of the column keys and one line per mover', () => {
    const lines = moversCsv(records).split('\r\n');
    expect(lines[0]).toBe('year,kind,rank,ref,company,previousRank,currentRank,placesGained,urlDe,urlEn');
    expect(lines[2]).toBe(
      '2026,overall,2,ubs,"UBS, Zürich",20,12,8,https://example.ch/teilnehmer/ubs,https://example.ch/en/teilnehmer/ubs',
    );
    expect(lines).toHaveLength(records.length + 2);
    expect(lines.at(-1)).toBe('');
  });

  it('writes the same records as JSON, keys in column order, numbers as numbers', () => {
    const parsed = JSON.parse(moversJson(records)) as Record<string, unknown>[];
    expect(parsed).toHaveLength(records.length);
    for (const record of parsed) expect(Object.keys(record)).toEqual([...moversColumns]);
    expect(parsed[4]).toMatchObject({ year: 2025, rank: 1, previousRank: 9, currentRank: 2, placesGained: 7 });
  });
});

describe('moversSheet', () => {
  it('heads the columns in the language and names each list in it', () => {
    const t = deCH.movers;
    const sheet = moversSheet(records, { ...t.openData, kinds: t.kinds });
    expect(sheet.name).toBe('Aufsteiger');
    expect(sheet.columns.map((c) => c.heading)).toEqual(moversColumns.map((column) => t.openData.headings[column]));
    expect(sheet.rows[2]?.slice(0, 8)).toEqual([2026, 'Value Reporting', 1, 'abb', 'ABB Ltd', 5, 4, 1]);
  });

  it('has a heading for every column in both languages, different between them', () => {
    for (const messages of [deCH, enGB])
      expect(Object.keys(messages.movers.openData.headings).sort()).toEqual([...moversColumns].sort());
    expect(deCH.movers.openData.headings.placesGained).not.toBe(enGB.movers.openData.headings.placesGained);
  });
});

describe('moversPaths', () => {
  it('publishes CSV, JSON and a workbook per language, each served by the route handler', () => {
    const paths = [moversPaths.csv, moversPaths.json, moversXlsxPath('de-CH'), moversXlsxPath('en-GB')];
    expect(paths).toEqual([
      '/open-data/movers.csv',
      '/open-data/movers.json',
      '/open-data/movers.de.xlsx',
      '/open-data/movers.en.xlsx',
    ]);
    const served = generateStaticParams().map(({ file }) => `/open-data/${file}`);
    for (const file of paths) expect(served).toContain(file);
  });
});
