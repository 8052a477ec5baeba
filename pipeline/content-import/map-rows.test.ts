/** @jest-environment node */
import { participantRow, rankedRow } from '../../lib/content/__fixtures__/participant';
import { mapHeader } from './columns';
import { mapRows } from './map-rows';
import { readCsv } from './read-csv';
import { exportCsv, headerRow } from './__fixtures__/export';
import type { SheetTable } from './table';

function tableOf(text: string): SheetTable {
  const result = readCsv(new TextEncoder().encode(text));
  if ('problems' in result) throw new Error(result.problems.join('\n'));
  return result;
}

const map = (table: SheetTable) => mapRows(table, mapHeader(table.header));

const sika = participantRow('sika', {
  company: 'Sika AG',
  url: 'https://www.sika.ch',
  rankVR: '4',
  totalVR: '88,00',
  certificate: '*',
});
// Rated for design (the criteria add up to the total), ranked separately.
const ubs = rankedRow('ubs-group', 2, { company: 'UBS Group AG', url: 'www.ubs.com', rankDS: '*', totalDS: '78.0' });

describe('mapRows', () => {
  it.each(['de', 'en', 'keys'] as const)('gives back the exported rows exactly (%s headers)', (headers) => {
    for (const separator of [';', ','] as const) {
      const mapped = map(tableOf(exportCsv([sika, ubs], { headers, separator, bom: separator === ';' })));
      expect(mapped.problems).toEqual([]);
      expect(mapped.rows.map((r) => r.participant)).toEqual([sika, ubs]);
      expect(mapped.rows.map((r) => r.rowNumber)).toEqual([2, 3]);
    }
  });

  it('maps columns by header, not by position, and ignores unknown ones', () => {
    const header = [...headerRow('de')].reverse();
    const cells = (p: typeof sika) => [...Object.values(p)].reverse();
    const text = [
      [...header, 'Bemerkungen'],
      [...cells(sika), 'geprüft'],
    ]
      .map((r) => r.join(';'))
      .join('\r\n');
    const mapped = map(tableOf(text));
    expect(mapped.rows[0]!.participant).toEqual(sika);
  });

  it('keeps every value a string; empty cells become ""', () => {
    const [row] = map(tableOf(exportCsv([participantRow('swica')], { headers: 'en', separator: ',' }))).rows;
    expect(Object.values(row!.participant).every((v) => typeof v === 'string')).toBe(true);
    expect(row!.participant.rankVR).toBe('');
  });

  it('reports every bad row, each with its row number, ref, field, column and reason', () => {
    const rows = [
      sika,
      { ...ubs, rankVR: '1O' },
      participantRow('geberit', { totalDS: '12;5', certificate: 'ja' }),
      participantRow('Swiss Re'),
      participantRow('', { company: '' }),
      { ...sika, id: 'another' },
    ];
    const mapped = map(tableOf(exportCsv(rows, { headers: 'de', separator: ',' })));
    expect(mapped.problems.map((p) => `${p.at}: ${p.message}`)).toEqual([
      'row 3 (ref "ubs-group") rankVR (column H "Rang VR"): "1O" is not a rank (a whole number, * or empty)',
      'row 4 (ref "geberit") totalDS (column L "Punkte DS"): "12;5" is not a number',
      'row 4 (ref "geberit") certificate (column AC "Zertifikat"): must be * (awarded) or empty',
      'row 5 (ref "Swiss Re") ref (column B "Kürzel"): must be a URL-safe slug (a-z, 0-9, hyphens)',
      'row 6 ref (column B "Kürzel"): is required',
      'row 6 ref (column B "Kürzel"): must be a URL-safe slug (a-z, 0-9, hyphens)',
      'row 6 company (column D "Unternehmen"): is required',
      'row 7 (ref "sika") ref (column B "Kürzel"): "sika" is already used by row 2',
    ]);
    expect(mapped.rows.map((r) => r.participant.ref)).toEqual(['sika']);
  });

  it('reports a row with the wrong number of cells', () => {
    const lines = exportCsv([sika, ubs], { headers: 'de', separator: ';' }).split('\r\n');
    lines[2] = lines[2]!.split(';').slice(0, 28).join(';');
    expect(map(tableOf(lines.join('\r\n'))).problems).toEqual([
      {
        at: 'row 3 (ref "ubs-group")',
        message:
          'has 28 cells, the header has 30 (a missing separator, or a line break inside a value without quotes?)',
      },
    ]);
  });

  it('refuses control characters in any field, naming the row, the field and its column', () => {
    // NUL and BEL in a company name, a tab inside the web address: nothing of the row is imported.
    const bad = { ...sika, company: 'Sika\u0000 AG\u0007', url: 'https://www.si\tka.ch' };
    const mapped = map(tableOf(exportCsv([bad, ubs], { headers: 'de', separator: ';' })));
    expect(mapped.problems).toEqual([
      {
        at: 'row 2 (ref "sika") company (column D "Unternehmen")',
        message:
          'holds control characters U+0000 (NUL) at 5, U+0007 (BEL) at 9: remove them (no control characters, line breaks or tabs in content)',
      },
      {
        at: 'row 2 (ref "sika") url (column E "URL")',
        message:
          'holds a control character U+0009 (tab) at 15: remove it (no control characters, line breaks or tabs in content)',
      },
    ]);
    expect(mapped.rows.map((r) => r.participant.ref)).toEqual(['ubs-group']);
  });

  it('refuses a row whose figures break the published method, naming the expected and the found value', () => {
    const bad = { ...ubs, totalDS: '79,00' };
    expect(map(tableOf(exportCsv([bad], { headers: 'en', separator: ',' }))).problems).toEqual([
      {
        at: 'row 2 (ref "ubs-group") totalDS (column L "Score DS")',
        message:
          'expected 78,00 (totalQualDS + totalCommDS + 2 × averageMedia = 31,20 + 31,20 + 2 × 7,80), found "79,00"',
      },
    ]);
  });

  it('warns about rows without a website or with one that is not shown', () => {
    const rows = [participantRow('swica'), participantRow('bucher', { url: 'javascript:alert(1)' })];
    expect(map(tableOf(exportCsv(rows, { headers: 'de', separator: ';' }))).warnings).toEqual([
      { at: 'row 2 (ref "swica")', message: 'no website (url and website are empty); the page shows no website link' },
      {
        at: 'row 3 (ref "bucher") url',
        message: '"javascript:alert(1)" is not a web address (http or https); the page shows no website link',
      },
    ]);
  });
});

describe('mapRows: the optional sector column', () => {
  const sectors = new Set(['banks', 'industrials']);
  const withoutSectorColumn = (rows: (typeof sika)[]) => {
    const lines = exportCsv(rows, { headers: 'de', separator: ';' }).split('\r\n');
    // The sector is the last column: drop it from the header and every row.
    return lines.map((line) => line.split(';').slice(0, -1).join(';')).join('\r\n');
  };

  it('imports a sheet without the column, every sector empty', () => {
    const table = tableOf(withoutSectorColumn([sika, ubs]));
    expect(mapHeader(table.header).problems).toEqual([]);
    const mapped = mapRows(table, mapHeader(table.header), sectors);
    expect(mapped.problems).toEqual([]);
    expect(mapped.rows.map((r) => r.participant.sector)).toEqual(['', '']);
  });

  it('reads a known sector key from a "Branche" column', () => {
    const table = tableOf(exportCsv([{ ...sika, sector: 'industrials' }], { headers: 'de', separator: ';' }));
    expect(table.header.at(-1)).toBe('Branche');
    expect(mapRows(table, mapHeader(table.header), sectors).rows[0]?.participant.sector).toBe('industrials');
  });

  it('refuses an unknown sector, naming it, its column and the known keys', () => {
    const table = tableOf(exportCsv([{ ...ubs, sector: 'bank' }], { headers: 'en', separator: ',' }));
    expect(mapRows(table, mapHeader(table.header), sectors).problems).toEqual([
      {
        at: 'row 2 (ref "ubs-group") sector (column AD "Sector")',
        message:
          '"bank" is not a sector; the known sectors are banks, industrials (content/sectors.json), or leave it empty',
      },
    ]);
  });
});
