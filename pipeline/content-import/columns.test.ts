import { participantFields } from '../../lib/content/participant-schema';
import { columnLetter, columnNames, fieldForHeader, mapHeader, normaliseHeader } from './columns';
import { headerRow } from './__fixtures__/export';

describe('column names', () => {
  it('maps German, English and contract headers to the same fields', () => {
    for (const language of ['de', 'en', 'keys'] as const) {
      expect(headerRow(language).map(fieldForHeader)).toEqual([...participantFields]);
    }
  });

  it('accepts every documented name of every field, and no name for two fields', () => {
    const seen = new Map<string, string>();
    for (const field of participantFields) {
      for (const name of [field, ...columnNames[field].de, ...columnNames[field].en]) {
        expect(fieldForHeader(name)).toBe(field);
        const key = normaliseHeader(name);
        expect([field, undefined]).toContain(seen.get(key));
        seen.set(key, field);
      }
    }
  });

  it('compares loosely: case, spaces, punctuation, umlauts', () => {
    expect(normaliseHeader('Qualität DS 1')).toBe(normaliseHeader('qualitaet_ds_1'));
    expect(fieldForHeader('  RANG vr ')).toBe('rankVR');
    expect(fieldForHeader('Total Qualitaet DS')).toBe('totalQualDS');
    expect(fieldForHeader('Kürzel')).toBe('ref');
    expect(fieldForHeader('Kuerzel')).toBe('ref');
    expect(fieldForHeader('Prev. year VR')).toBe('prevYearVR');
    expect(fieldForHeader('Bemerkungen')).toBeUndefined();
    expect(fieldForHeader('Rang')).toBeUndefined();
  });
});

describe('mapHeader', () => {
  it('maps a complete header and lists columns it ignores', () => {
    const mapping = mapHeader([...headerRow('de'), 'Bemerkungen', '']);
    expect(mapping.problems).toEqual([]);
    expect(mapping.ignored).toEqual(['Bemerkungen']);
    expect(mapping.columns.slice(-2)).toEqual([undefined, undefined]);
  });

  it('accepts a header that mixes languages and keys, in any order', () => {
    const header = headerRow('en');
    header[0] = 'id';
    header[7] = 'Rang VR';
    expect(mapHeader([...header].reverse()).problems).toEqual([]);
  });

  it('names every missing column with the names it would accept', () => {
    const header = headerRow('de').filter((h) => h !== 'Rang DS' && h !== 'Zertifikat');
    expect(mapHeader(header).problems).toEqual([
      'missing column for rankDS (header "Rang DS", "Rank DS" or "rankDS")',
      'missing column for certificate (header "Zertifikat", "Certificate" or "certificate")',
    ]);
  });

  it('says once that a first row without any known name is not a header row', () => {
    expect(mapHeader(['4100', 'sika', 'Sika AG', '', '1', '2']).problems).toEqual([
      'the first row is not a header row: none of its cells ("4100", "sika", "Sika AG", "", …) names a column; the first row must hold the column names (docs/content.md lists them)',
    ]);
  });

  it('refuses two columns for one field, naming them', () => {
    expect(mapHeader([...headerRow('de'), 'Rank VR']).problems).toEqual([
      '2 columns for rankVR: H "Rang VR", AE "Rank VR"; keep one',
    ]);
  });
});

describe('columnLetter', () => {
  it.each([
    [0, 'A'],
    [25, 'Z'],
    [26, 'AA'],
    [28, 'AC'],
    [701, 'ZZ'],
    [702, 'AAA'],
  ])('%i → %s', (index, letter) => {
    expect(columnLetter(index)).toBe(letter);
  });
});
