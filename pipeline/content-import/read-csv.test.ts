/** @jest-environment node */
import { participantRow } from '../../lib/content/__fixtures__/participant';
import { readCsv } from './read-csv';
import { exportCsv, headerRow } from './__fixtures__/export';
import type { SheetTable } from './table';

const bytes = (text: string) => new TextEncoder().encode(text);

function table(text: string | Uint8Array): SheetTable {
  const result = readCsv(typeof text === 'string' ? bytes(text) : text);
  if ('problems' in result) throw new Error(result.problems.join('\n'));
  return result;
}

function problems(text: string | Uint8Array): string[] {
  const result = readCsv(typeof text === 'string' ? bytes(text) : text);
  if (!('problems' in result)) throw new Error('expected the file to be refused');
  return result.problems;
}

const rows = [
  participantRow('sika', { company: 'Sika AG', totalVR: '88,5', url: 'https://www.sika.ch' }),
  participantRow('zrcher-kantonalbank', {
    company: 'Zürcher Kantonalbank; Zürich',
    pubRef: 'ZKB "die Bank"',
    totalVR: '',
  }),
];

describe('readCsv', () => {
  it.each([
    [';', 'de', 'semicolon-separated'],
    [',', 'en', 'comma-separated'],
    [';', 'keys', 'semicolon-separated'],
    [',', 'de', 'comma-separated'],
  ] as const)('detects %s with %s headers', (separator, headers, name) => {
    const result = table(exportCsv(rows, { headers, separator }));
    expect(result.description).toBe(`CSV, ${name}, UTF-8`);
    expect(result.header).toEqual(headerRow(headers));
    expect(result.rows.map((r) => r.cells[1])).toEqual(['sika', 'zrcher-kantonalbank']);
  });

  it('keeps decimal commas, umlauts, quoted separators and quotes, and empty cells as ""', () => {
    const [sika, zkb] = table(exportCsv(rows, { headers: 'de', separator: ',' })).rows;
    expect(sika!.cells[10]).toBe('88,5');
    expect(zkb!.cells[3]).toBe('Zürcher Kantonalbank; Zürich');
    expect(zkb!.cells[2]).toBe('ZKB "die Bank"');
    expect(zkb!.cells[10]).toBe('');
    expect(zkb!.cells).toHaveLength(30);
  });

  it('accepts a byte order mark and says so', () => {
    const result = table(exportCsv(rows, { headers: 'de', separator: ';', bom: true }));
    expect(result.header[0]).toBe('ID');
    expect(result.description).toBe('CSV, semicolon-separated, UTF-8 with byte order mark');
  });

  it('accepts LF line ends, trims cells and skips empty lines, counting rows as a spreadsheet does', () => {
    const lines = exportCsv(rows, { headers: 'de', separator: ';', eol: '\n' }).split('\n');
    lines.splice(1, 0, '');
    const result = table(lines.join('\n').replace(';sika;', ';  sika;').replace(';88,5;', '; 88,5 ;'));
    expect(result.rows.map((r) => r.rowNumber)).toEqual([3, 4]);
    expect(result.rows[0]!.cells[1]).toBe('sika');
    expect(result.rows[0]!.cells[10]).toBe('88,5');
  });

  it('numbers the row after a value with a line break by where it starts', () => {
    const withBreak = [participantRow('sika', { pubRef: 'Sika\nAG' }), participantRow('ubs-group')];
    expect(table(exportCsv(withBreak, { headers: 'de', separator: ';' })).rows.map((r) => r.rowNumber)).toEqual([2, 4]);
  });

  it('marks a row with too few cells, and one with values past the last column', () => {
    const lines = exportCsv(rows, { headers: 'de', separator: ';' }).split('\r\n');
    lines[1] = lines[1]!.split(';').slice(0, 20).join(';');
    lines[2] = `${lines[2]};extra`;
    const result = table(lines.join('\r\n'));
    expect(result.rows[0]!.problems).toEqual([
      'has 20 cells, the header has 30 (a missing separator, or a line break inside a value without quotes?)',
    ]);
    expect(result.rows[1]!.problems).toEqual(['has 31 cells, the header has 30 (a ; inside a value without quotes?)']);
  });

  it('accepts empty trailing cells past the last column', () => {
    const text = exportCsv(rows, { headers: 'de', separator: ';' }).replace(/\r\n/g, ';;\r\n');
    expect(table(text).rows.every((r) => r.problems.length === 0)).toBe(true);
  });

  it('refuses Latin-1 (Windows-1252) text, naming the line', () => {
    const latin1 = Uint8Array.from(Buffer.from(exportCsv(rows, { headers: 'en', separator: ';' }), 'latin1'));
    const [problem] = problems(latin1);
    expect(problem).toMatch(
      /^the file is not UTF-8 text \(probably Windows-1252 or Latin-1\): line 3 has a character that cannot be read/,
    );
    expect(problem).toContain('save it as "CSV UTF-8"');
  });

  it('refuses UTF-16 text', () => {
    const utf16 = Uint8Array.from([0xff, 0xfe, ...Buffer.from('ID\tRef', 'utf16le')]);
    expect(problems(utf16)[0]).toMatch(/^the file is UTF-16 text/);
  });

  it('refuses an empty file and unbalanced quotes', () => {
    expect(problems(' \r\n')).toEqual(['the file is empty']);
    expect(problems(`${headerRow('de').join(';')}\r\n1;"sika;x\r\n`)[0]).toMatch(/^not readable as CSV: /);
  });
});
