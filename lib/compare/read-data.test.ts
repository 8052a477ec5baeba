import { COMPARE_FILE_VERSION } from './data';
import { readCompareData } from './read-data';

const file = (rows: unknown[], overrides: Record<string, unknown> = {}) => ({
  version: COMPARE_FILE_VERSION,
  edition: 2026,
  years: [2026, 2025],
  columns: ['rankOverall', 'rankVR', 'rankDS', 'prevYearVR', 'prevYearDS', 'totalVR', 'certificate'],
  rows,
  ...overrides,
});

describe('readCompareData', () => {
  it('refuses a file of another shape or version', () => {
    for (const json of [
      null,
      [],
      'x',
      {},
      file([], { version: 2 }),
      file([], { years: ['2026'] }),
      file([], { rows: {} }),
    ])
      expect(readCompareData(json)).toBeUndefined();
  });

  it('treats a value that is not what its column holds as unset', () => {
    const data = readCompareData(file([['sika', 'Sika AG', 0, -3, 2.5, '4', {}, 'many', 'yes', [[1, 'x', null]]]]));
    expect(data?.companies[0]).toMatchObject({
      rankOverall: null,
      rankVR: null,
      rankDS: null,
      prevYearVR: null,
      prevYearDS: null,
      prevYearOverall: undefined,
      certificate: false,
      history: [{ rankOverall: 1, rankVR: null, rankDS: null }, null],
    });
    expect(data?.companies[0]?.scores.totalVR).toBeNull();
    expect(data?.companies[0]?.scores.qualDS1).toBeNull();
  });

  it('leaves out rows without a valid ref, and repeated refs', () => {
    const data = readCompareData(file([['<b>', 'X'], 'row', ['sika', 'Sika AG'], ['sika', 'Again'], ['abb', 42]]));
    expect(data?.companies.map((c) => [c.ref, c.name])).toEqual([
      ['sika', 'Sika AG'],
      ['abb', 'abb'],
    ]);
  });
});
