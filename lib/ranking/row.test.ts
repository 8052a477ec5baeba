import { packRows, refFromName, unpackRows } from './row';
import { row } from './__fixtures__/rows';

const rows = [
  row({ company: 'ABB Ltd', ref: 'abb-ltd' }),
  row({ company: 'Sika AG', ref: 'sika' }),
  row({ company: 'Zürcher Kantonalbank', ref: 'zurcher-kantonalbank' }),
  row({ company: '  Lindt & Sprüngli', ref: 'lindt-spruengli' }),
  row({ company: '(The) Swatch Group AG ', ref: 'the-swatch-group-ag' }),
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
    expect(packed.rows[5]).toHaveLength(11);
    expect(packed.rows[8]).toHaveLength(12);
    // Far shorter than the rows as objects.
    expect(JSON.stringify(packed).length).toBeLessThan(JSON.stringify(rows).length / 2);
  });
});

describe('refFromName', () => {
  it('makes the ref of a plain name, and none of a name with other characters', () => {
    expect(refFromName('ABB Ltd')).toBe('abb-ltd');
    expect(refFromName('(The) Swatch Group AG ')).toBe('the-swatch-group-ag');
    expect(refFromName('Zürcher Kantonalbank')).toBeNull();
  });

  it('sends a ref as 0 only where the name gives it back', () => {
    const packed = packRows(rows.slice(0, 5)).rows.map((r) => r[0]);
    expect(packed).toEqual([0, 'sika', 'zurcher-kantonalbank', 'lindt-spruengli', 0]);
  });
});
