import { openDataColumns, openDataCsv, openDataJson, openDataRecords } from './open-data';

const row = (
  ref: string,
  company: string,
  ranks: Partial<Record<'rankOverall' | 'rankVR' | 'rankDS' | 'prevYearVR' | 'prevYearDS', string>> = {},
  rest: Partial<Record<'totalVR' | 'totalDS' | 'certificate', string>> = {},
) => ({
  ref,
  company,
  rankOverall: '',
  rankVR: '',
  rankDS: '',
  prevYearVR: '',
  prevYearDS: '',
  totalVR: '',
  totalDS: '',
  certificate: '',
  ...ranks,
  ...rest,
});

const url = (locale: 'de-CH' | 'en-GB', ref: string) => `https://example.ch/${locale}/${ref}`;

describe('openDataRecords', () => {
  it('types the contract strings: ranks, decimal-comma scores, certificate', () => {
    const [record] = openDataRecords(
      [
        row(
          'abb',
          'ABB',
          { rankOverall: '3', rankVR: '*', rankDS: '999', prevYearVR: '12' },
          { totalVR: '41,5', totalDS: '38.25', certificate: '*' },
        ),
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
    });
  });

  it('orders by overall rank, then the unranked by company', () => {
    const records = openDataRecords(
      [
        row('z', 'Zeta'),
        row('b', 'Beta', { rankOverall: '2' }),
        row('a', 'Alpha'),
        row('c', 'Gamma', { rankOverall: '1' }),
      ],
      url,
    );
    expect(records.map((r) => r.ref)).toEqual(['c', 'b', 'a', 'z']);
  });
});

describe('openDataCsv', () => {
  it('starts with the column keys and has one line per participant', () => {
    const csv = openDataCsv(
      openDataRecords([row('a', 'Alpha, Beta & Co', { rankOverall: '1' }, { totalVR: '10,5' })], url),
    );
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe(openDataColumns.join(','));
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('"Alpha, Beta & Co"');
    expect(lines[1]).toContain(',10.5,');
    expect(lines[1]).toContain(',false,');
  });
});

describe('openDataJson', () => {
  it('is an array of records with exactly the documented keys', () => {
    const parsed = JSON.parse(openDataJson(openDataRecords([row('a', 'Alpha')], url))) as Record<string, unknown>[];
    expect(parsed).toHaveLength(1);
    expect(Object.keys(parsed[0] ?? {})).toEqual([...openDataColumns]);
  });
});
