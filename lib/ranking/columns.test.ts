import fs from 'node:fs';
import path from 'node:path';
import { createTranslator } from 'next-intl';
import deCH from '@/content/i18n/de-CH.json';
import enGB from '@/content/i18n/en-GB.json';
import type { Messages } from '@/lib/content/message-schema';
import { row } from './__fixtures__/rows';
import {
  columnTracks,
  downloadOnlyColumns,
  rankingCsv,
  rankingSheet,
  tableColumnKeys,
  tableColumns,
  type RankingCsvTexts,
} from './columns';
import { rowsHtml } from './rows-html';
import { rankingTableTexts } from './table-texts';

const translator = createTranslator({ locale: 'en-GB', messages: enGB as unknown as Messages, namespace: 'ranking' });

const texts: RankingCsvTexts = {
  company: 'Company',
  rankVR: 'VR',
  rankDS: 'Design',
  rankOverall: 'Overall',
  certificate: 'Certificate',
  previousRankVR: 'VR last year',
  previousRankDS: 'Design last year',
  page: 'Page',
  yes: 'yes',
};

describe('rankingCsv', () => {
  it('writes a header and one record per row in the given order', () => {
    const csv = rankingCsv(
      [
        row({
          company: 'Beta, Gamma AG',
          ref: 'beta',
          rankVR: 2,
          rankDS: null,
          rankOverall: '*',
          prevYearVR: 5,
          prevYearDS: null,
          certificate: true,
        }),
        row({
          company: 'Alpha AG',
          ref: 'alpha',
          rankVR: null,
          rankDS: 1,
          rankOverall: 3,
          prevYearVR: null,
          prevYearDS: 2,
        }),
      ],
      texts,
      (ref) => `https://example.org/teilnehmer/${ref}`,
    );
    expect(csv.split('\r\n')).toEqual([
      'Company,VR,Design,Overall,Certificate,VR last year,Design last year,Page',
      '"Beta, Gamma AG",2,,*,yes,5,,https://example.org/teilnehmer/beta',
      'Alpha AG,,1,3,,,2,https://example.org/teilnehmer/alpha',
      '',
    ]);
  });
});

describe('rankingSheet', () => {
  const rows = [
    row({ company: 'Beta AG', ref: 'beta', rankVR: 2, rankOverall: '*', prevYearVR: 5, certificate: true }),
    row({ company: 'Alpha AG', ref: 'alpha', rankDS: 1, rankOverall: 3, prevYearDS: 2 }),
  ];
  const sheet = rankingSheet(rows, { ...texts, sheetName: 'Ranking' }, (ref) => `https://example.org/${ref}`);

  it("has the CSV's headings and the rows in the given order", () => {
    expect(sheet.name).toBe('Ranking');
    const csvHeading = rankingCsv(rows, texts, (ref) => ref).split('\r\n')[0];
    expect(sheet.columns.map((column) => column.heading).join(',')).toBe(csvHeading);
    expect(sheet.rows.map((cells) => cells[0])).toEqual(['Beta AG', 'Alpha AG']);
  });

  it('gives ranks as numbers, "*" as text, the unranked as empty cells and the certificate as true/false', () => {
    expect(sheet.rows).toEqual([
      ['Beta AG', 2, null, '*', true, 5, null, 'https://example.org/beta'],
      ['Alpha AG', null, 1, 3, false, null, 2, 'https://example.org/alpha'],
    ]);
  });
});

describe('the columns’ description', () => {
  const shown = Object.keys(tableColumns);
  const downloadOnly = Object.keys(downloadOnlyColumns);

  it.each([
    ['de-CH', deCH],
    ['en-GB', enGB],
  ])('has a heading for every column in %s, and no heading without a column', (_, messages) => {
    expect(Object.keys(messages.ranking.columns)).toEqual(shown);
    for (const key of downloadOnly) expect(messages.ranking.csv).toHaveProperty(key, expect.stringMatching(/\S/));
  });

  it('gives a row as many cells as the head has columns, and the grid as many tracks at every width', () => {
    const table = document.createElement('table');
    table.innerHTML = `<tbody>${rowsHtml([row({ company: 'Alpha AG', certificate: true })], {
      texts: rankingTableTexts(translator, 'en-GB', []).cells,
      href: (ref) => `/${ref}`,
      comparable: true,
    })}</tbody>`;
    expect(table.rows[0]?.cells).toHaveLength(tableColumnKeys.length);
    expect(tableColumnKeys).toEqual(shown);
    for (const tracks of Object.values(columnTracks())) expect(tracks.split(/ (?![^(]*\))/)).toHaveLength(shown.length);
  });

  it('lays out the grid as the wide, medium and narrow tables always were, the overall rank second on narrow screens', () => {
    expect(columnTracks()).toEqual({
      '--columns-narrow': 'minmax(0, 1fr) 8.5rem 10.5rem 10.5rem 7.5rem',
      '--columns-medium': 'minmax(0, 1fr) 11.5rem 11.5rem 9.5rem 7.5rem',
      '--columns-wide': 'minmax(0, 1fr) 13.5rem 13.5rem 10.5rem 7.5rem',
    });
  });

  it('moves the column the description puts first on narrow screens, and no other, in the CSS', () => {
    const css = fs.readFileSync(path.join(__dirname, '../../components/ranking/ranking.module.css'), 'utf8');
    const moved = [...css.matchAll(/> :nth-child\((\d+)\) \{\s*order: -1;/g)].map((m) => Number(m[1]));
    const first = Object.values(tableColumns).flatMap((column, i) => ('narrowFirst' in column ? [i + 1] : []));
    expect(moved).toEqual(first);
    // The tracks come from the description only.
    expect(css.match(/--columns:[^;]*/g)?.every((d) => /^--columns: var\(--columns-\w+\)$/.test(d))).toBe(true);
  });

  it('gives the downloads the table’s columns, then those only in the downloads, each row as wide as the head', () => {
    const headings = { ...enGB.ranking.columns, ...enGB.ranking.csv };
    const csv = rankingCsv([row({ company: 'A', certificate: true })], headings, (ref) => ref).split('\r\n');
    expect(csv[0]).toBe([...shown, ...downloadOnly].map((key) => headings[key as keyof typeof headings]).join(','));
    expect(csv[1]?.split(',')).toHaveLength(shown.length + downloadOnly.length);
    const sheet = rankingSheet([row({ company: 'A' })], headings, (ref) => ref);
    expect(sheet.columns.map((column) => column.heading)).toEqual(csv[0]?.split(','));
    expect(sheet.rows[0]).toHaveLength(sheet.columns.length);
  });
});
