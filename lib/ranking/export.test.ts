import { row } from './__fixtures__/rows';
import { rankingCsv, rankingSheet, type RankingCsvTexts } from './export';

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
