/** @jest-environment node */
import { parseParticipant } from '@/lib/content/participant';
import { participantFields, type ParticipantRow } from '@/lib/content/participant-fields';
import { localeHref } from '@/lib/i18n/paths';
import deCH from '@/content/i18n/de-CH.json';
import enGB from '@/content/i18n/en-GB.json';
import { participantPath } from '@/lib/routes';
import { generateStaticParams } from '@/app/open-data/[file]/route';
import {
  openDataColumns,
  openDataCsv,
  openDataEditionColumns,
  openDataEditionRecords,
  openDataEditionsCsv,
  openDataEditionsSheet,
  openDataJson,
  openDataRecords,
  openDataSheet,
  type OpenDataWorkbook,
  openDataXlsxPath,
  type OpenDataSheetTexts,
} from './open-data';

const workbooks: readonly OpenDataWorkbook[] = ['ranking', 'editions'];

/** A typed participant from a content row (every field a string, as in ranking.json). */
const participant = (ref: string, company: string, fields: Partial<ParticipantRow> = {}) =>
  parseParticipant({
    ...(Object.fromEntries(participantFields.map((field) => [field, ''])) as ParticipantRow),
    id: `id-${ref}`,
    ref,
    company,
    ...fields,
  });

const url = (locale: 'de-CH' | 'en-GB', ref: string) => `https://example.ch/${locale}/${ref}`;

/** The site's own page addresses, so that the archived URLs are checked against the routes. */
const siteUrl = (locale: 'de-CH' | 'en-GB', ref: string, archivedYear: number | undefined) =>
  `https://example.ch${localeHref(locale, participantPath(ref, undefined, archivedYear))}`;

describe('openDataRecords', () => {
  it('copies the typed values: ranks, scores, certificate', () => {
    const [record] = openDataRecords(
      [
        participant('abb', 'ABB', {
          rankOverall: '3',
          rankVR: '*',
          rankDS: '999',
          prevYearVR: '12',
          totalVR: '41,5',
          totalDS: '38.25',
          certificate: '*',
          sector: 'industrials',
        }),
      ],
      url,
    );
    expect(record).toEqual({
      ref: 'abb',
      company: 'ABB',
      rankOverall: 3,
      rankVR: '*',
      rankDS: null,
      totalVR: 41.5,
      totalDS: 38.25,
      certificate: true,
      prevYearVR: 12,
      prevYearDS: null,
      urlDe: 'https://example.ch/de-CH/abb',
      urlEn: 'https://example.ch/en-GB/abb',
      sector: 'industrials',
    });
  });

  it('names the company by its company field, not the published name', () => {
    const [record] = openDataRecords([participant('abb', 'ABB Ltd', { pubRef: 'ABB' })], url);
    expect(record?.company).toBe('ABB Ltd');
  });

  it('orders by overall rank, then ranked separately, then the unranked by company', () => {
    const records = openDataRecords(
      [
        participant('z', 'Zeta'),
        participant('s', 'Sigma', { rankOverall: '*' }),
        participant('b', 'Beta', { rankOverall: '2' }),
        participant('a', 'Alpha'),
        participant('c', 'Gamma', { rankOverall: '1' }),
      ],
      url,
    );
    expect(records.map((r) => r.ref)).toEqual(['c', 'b', 's', 'a', 'z']);
  });
});

describe('openDataCsv', () => {
  it('writes the header and one line per participant in the published format', () => {
    const csv = openDataCsv(
      openDataRecords(
        [
          participant('a', 'Alpha, Beta & Co', { rankOverall: '1', rankVR: '*', totalVR: '10,5', prevYearDS: '4' }),
          participant('b', 'Beta', { certificate: '*', totalDS: '80', sector: 'banks' }),
        ],
        url,
      ),
    );
    expect(csv).toBe(
      'ref,company,rankOverall,rankVR,rankDS,totalVR,totalDS,certificate,prevYearVR,prevYearDS,urlDe,urlEn,sector\r\n' +
        'a,"Alpha, Beta & Co",1,*,,10.5,,false,,4,https://example.ch/de-CH/a,https://example.ch/en-GB/a,\r\n' +
        'b,Beta,,,,,80,true,,,https://example.ch/de-CH/b,https://example.ch/en-GB/b,banks\r\n',
    );
  });
});

describe('openDataJson', () => {
  it('is an array of records with exactly the documented keys', () => {
    const parsed = JSON.parse(openDataJson(openDataRecords([participant('a', 'Alpha')], url))) as Record<
      string,
      unknown
    >[];
    expect(parsed).toHaveLength(1);
    expect(Object.keys(parsed[0] ?? {})).toEqual([...openDataColumns]);
  });
});

describe('openDataEditionRecords', () => {
  // Given oldest first, to show that the table orders the editions itself.
  const editions = [
    {
      year: 2024,
      participants: [participant('abb', 'ABB Ltd', { rankOverall: '5' })],
    },
    {
      year: 2026,
      participants: [
        participant('zurich', 'Zurich Insurance', { rankOverall: '999' }),
        participant('abb', 'ABB AG', { rankOverall: '2', prevYearVR: '7' }),
        participant('sika', 'Sika AG', { rankOverall: '1' }),
      ],
    },
    {
      year: 2025,
      participants: [
        participant('sika', 'Sika Holding', { rankOverall: '*' }),
        participant('abb', 'ABB Ltd', {
          rankOverall: '1',
          rankVR: '*',
          rankDS: '',
          totalVR: '41,5',
          totalDS: '38.25',
          certificate: '*',
          prevYearDS: '3',
        }),
      ],
    },
  ];
  const records = openDataEditionRecords(editions, 2026, siteUrl);

  it('puts the newest edition first, each in the ranking order', () => {
    expect(records.map((r) => `${r.edition} ${r.ref}`)).toEqual([
      '2026 sika',
      '2026 abb',
      '2026 zurich',
      '2025 abb',
      '2025 sika',
      '2024 abb',
    ]);
  });

  it("links the current edition's pages at the spec's paths and an archived edition's under its year", () => {
    const urls = records.map((r) => [r.edition, r.ref, r.urlDe, r.urlEn]);
    expect(urls).toContainEqual([
      2026,
      'sika',
      'https://example.ch/teilnehmer/sika',
      'https://example.ch/en/teilnehmer/sika',
    ]);
    expect(urls).toContainEqual([
      2025,
      'abb',
      'https://example.ch/2025/teilnehmer/abb',
      'https://example.ch/en/2025/teilnehmer/abb',
    ]);
    expect(urls).toContainEqual([
      2024,
      'abb',
      'https://example.ch/2024/teilnehmer/abb',
      'https://example.ch/en/2024/teilnehmer/abb',
    ]);
  });

  it("holds each edition's typed values and company name, the edition year first", () => {
    expect(records.find((r) => r.edition === 2025 && r.ref === 'abb')).toEqual({
      edition: 2025,
      ref: 'abb',
      company: 'ABB Ltd',
      rankOverall: 1,
      rankVR: '*',
      rankDS: null,
      totalVR: 41.5,
      totalDS: 38.25,
      certificate: true,
      prevYearVR: null,
      prevYearDS: 3,
      urlDe: 'https://example.ch/2025/teilnehmer/abb',
      urlEn: 'https://example.ch/en/2025/teilnehmer/abb',
      sector: null,
    });
    expect(records.find((r) => r.edition === 2026 && r.ref === 'abb')?.company).toBe('ABB AG');
    expect(records.find((r) => r.edition === 2025 && r.ref === 'sika')?.rankOverall).toBe('*');
    expect(records.find((r) => r.edition === 2026 && r.ref === 'zurich')?.rankOverall).toBeNull();
  });

  it('writes CSV with the edition as the first column', () => {
    const lines = openDataEditionsCsv(records).split('\r\n');
    expect(lines[0]).toBe(
      'edition,ref,company,rankOverall,rankVR,rankDS,totalVR,totalDS,certificate,prevYearVR,prevYearDS,urlDe,urlEn,sector',
    );
    expect(lines[4]).toBe(
      '2025,abb,ABB Ltd,1,*,,41.5,38.25,true,,3,https://example.ch/2025/teilnehmer/abb,https://example.ch/en/2025/teilnehmer/abb,',
    );
    expect(lines).toHaveLength(records.length + 2); // header, records, the empty string after the last CRLF
  });

  it('writes JSON with the edition as a number and as the first key', () => {
    const parsed = JSON.parse(openDataJson(records)) as Record<string, unknown>[];
    expect(parsed).toHaveLength(6);
    expect(Object.keys(parsed[0] ?? {})).toEqual(['edition', ...openDataColumns]);
    expect(Object.keys(parsed[0] ?? {})).toEqual([...openDataEditionColumns]);
    expect(parsed.map((r) => r.edition)).toEqual([2026, 2026, 2026, 2025, 2025, 2024]);
    expect(parsed[3]).toMatchObject({ rankOverall: 1, rankVR: '*', rankDS: null, totalVR: 41.5, certificate: true });
  });
});

describe('the open data as sheets', () => {
  const headings = Object.fromEntries(openDataEditionColumns.map((column) => [column, `H ${column}`])) as Record<
    (typeof openDataEditionColumns)[number],
    string
  >;
  const texts: OpenDataSheetTexts = {
    headings,
    sheetName: 'Rangliste',
    sectorName: (key) => `Branche ${key}`,
  };
  const records = openDataRecords(
    [
      participant('abb', 'ABB', {
        rankOverall: '3',
        rankVR: '*',
        rankDS: '',
        totalVR: '41,5',
        totalDS: '',
        certificate: '*',
        prevYearVR: '12',
        sector: 'industrials',
      }),
      participant('nobody', 'Nobody AG'),
    ],
    url,
  );

  it('keeps the columns of the CSV, headed in the given language', () => {
    const sheet = openDataSheet(records, texts);
    expect(sheet.name).toBe('Rangliste');
    expect(sheet.columns.map((column) => column.heading)).toEqual(openDataColumns.map((column) => `H ${column}`));
    expect(sheet.columns.every((column) => column.width > 0)).toBe(true);
  });

  it('gives ranks and points as numbers, "*" as text, the unranked and missing points as empty cells', () => {
    const [abb, nobody] = openDataSheet(records, texts).rows;
    expect(abb).toEqual([
      'abb',
      'ABB',
      3,
      '*',
      null,
      41.5,
      null,
      true,
      12,
      null,
      'https://example.ch/de-CH/abb',
      'https://example.ch/en-GB/abb',
      'Branche industrials',
    ]);
    expect(nobody).toEqual([
      'nobody',
      'Nobody AG',
      null,
      null,
      null,
      null,
      null,
      false,
      null,
      null,
      'https://example.ch/de-CH/nobody',
      'https://example.ch/en-GB/nobody',
      null,
    ]);
  });

  it('puts the edition first, as a number', () => {
    const sheet = openDataEditionsSheet(
      records.map((record) => ({ edition: 2026, ...record })),
      { ...texts, sheetName: 'Alle Ausgaben' },
    );
    expect(sheet.columns[0]?.heading).toBe('H edition');
    expect(sheet.rows.map((row) => row[0])).toEqual([2026, 2026]);
    expect(sheet.rows[0]?.slice(1)).toEqual(openDataSheet(records, texts).rows[0]);
  });

  it('has a heading for every column in both languages, and the headings differ between them', () => {
    for (const messages of [deCH, enGB]) {
      expect(Object.keys(messages.ranking.openData.headings).sort()).toEqual([...openDataEditionColumns].sort());
    }
    expect(deCH.ranking.openData.headings.company).not.toBe(enGB.ranking.openData.headings.company);
  });
});

describe('openDataXlsxPath', () => {
  it('names one workbook per language beside the CSV, each served by a route handler', () => {
    const paths = workbooks.flatMap((workbook) =>
      (['de-CH', 'en-GB'] as const).map((locale) => openDataXlsxPath(workbook, locale)),
    );
    expect(paths).toEqual([
      '/open-data/ranking.de.xlsx',
      '/open-data/ranking.en.xlsx',
      '/open-data/editions.de.xlsx',
      '/open-data/editions.en.xlsx',
    ]);
    const served = generateStaticParams().map(({ file }) => `/open-data/${file}`);
    for (const file of paths) expect(served).toContain(file);
  });
});
