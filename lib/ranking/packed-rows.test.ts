import { packRows, unpackRows } from './packed-rows';
import { row } from './__fixtures__/rows';

const rows = [
  row({ company: 'Alpha AG', rankVR: 1, rankDS: '*', rankOverall: 3, totalVR: 81.5, totalDS: 70, certificate: true }),
  row({ company: 'Beta AG', prevYearVR: 4, prevYearDS: '*', sector: 'banks' }),
  row({ company: 'Gamma AG', sector: 'insurance', prevYearOverall: null }),
  row({ company: 'Delta AG', sector: 'banks', rankOverall: 9, prevYearOverall: 7 }),
];

describe('packRows / unpackRows', () => {
  it('gives back the rows it was given', () => {
    expect(unpackRows(packRows(rows))).toEqual(rows);
  });

  it('survives the payload (JSON), undefined previous overall ranks included', () => {
    const travelled = JSON.parse(JSON.stringify(packRows(rows)));
    expect(unpackRows(travelled)).toEqual(rows);
    expect(unpackRows(travelled)[0]).toHaveProperty('prevYearOverall', undefined);
  });

  it('names each sector once and leaves an unknown previous overall rank out', () => {
    const packed = packRows(rows);
    expect(packed.sectors).toEqual(['banks', 'insurance']);
    expect(packed.rows[0]).toHaveLength(11);
    expect(packed.rows[3]).toHaveLength(12);
    // Far shorter than the rows as objects.
    expect(JSON.stringify(packed).length).toBeLessThan(JSON.stringify(rows).length / 2);
  });
});
