import { row } from './__fixtures__/rows';
import { rankingCsv, type RankingCsvTexts } from './export';

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
