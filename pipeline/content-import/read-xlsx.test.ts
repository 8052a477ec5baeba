/** @jest-environment node */
import { readXlsx, numberText } from './read-xlsx';
import { headerRow } from './__fixtures__/export';
import { sheetWithRows, xlsxBytes } from './__fixtures__/workbook';
import type { SheetTable } from './table';

async function table(bytes: Uint8Array): Promise<SheetTable> {
  const result = await readXlsx(bytes);
  if ('problems' in result) throw new Error(result.problems.join('\n'));
  return result;
}

const header = headerRow('de');
/** A data row: `values` by column index, the rest empty. */
const row = (values: Record<number, unknown>) => header.map((_, i) => (i in values ? values[i] : null)) as never[];

describe('readXlsx', () => {
  it('reads the one sheet: header, rows with their row numbers, text cells', async () => {
    const bytes = await xlsxBytes(
      sheetWithRows([header, row({ 0: 4100, 1: 'sika', 3: 'Sika AG', 7: 4 }), row({ 1: 'ubs-group', 3: 'UBS' })]),
    );
    const result = await table(bytes);
    expect(result.description).toBe('XLSX, sheet "Rangliste"');
    expect(result.header).toEqual(header);
    expect(result.rows.map((r) => r.rowNumber)).toEqual([2, 3]);
    expect(result.rows[0]!.cells.slice(0, 8)).toEqual(['4100', 'sika', '', 'Sika AG', '', '', '', '4']);
    expect(result.rows[1]!.cells).toHaveLength(header.length);
  });

  it('writes numbers with a decimal comma and the places of the number format', async () => {
    const bytes = await xlsxBytes((workbook) => {
      const sheet = workbook.addWorksheet('Rangliste');
      sheet.addRow(header);
      sheet.addRow(row({ 1: 'sika', 10: 88.5, 11: 5.9, 12: 0.1 + 0.2 }));
      sheet.getCell('L2').numFmt = '0.00';
    });
    const cells = (await table(bytes)).rows[0]!.cells;
    expect(cells[10]).toBe('88,5');
    expect(cells[11]).toBe('5,90');
    expect(cells[12]).toBe('0,3');
  });

  it('takes a formula result, the visible text of links and rich text', async () => {
    const bytes = await xlsxBytes(
      sheetWithRows([
        header,
        row({
          1: 'sika',
          3: { richText: [{ text: 'Sika ' }, { text: 'AG', font: { bold: true } }] },
          4: { text: 'www.sika.ch', hyperlink: 'https://www.sika.ch/' },
          18: { formula: 'O2+P2', result: 28.529999999999998 },
        }),
      ]),
    );
    const cells = (await table(bytes)).rows[0]!.cells;
    expect(cells[3]).toBe('Sika AG');
    expect(cells[4]).toBe('www.sika.ch');
    expect(cells[18]).toBe('28,53');
  });

  it('marks error values and formulas without a result as problems of their row', async () => {
    const bytes = await xlsxBytes(
      sheetWithRows([header, row({ 1: 'sika', 7: { error: '#N/A' }, 8: { formula: 'A1*2' } })]),
    );
    expect((await table(bytes)).rows[0]!.problems).toEqual([
      'cell H2: holds the error value #N/A',
      'cell I2: holds a formula without a saved result (open and save the file in the spreadsheet program)',
    ]);
  });

  it('refuses a workbook with an extra sheet, naming the sheets', async () => {
    const bytes = await xlsxBytes((workbook) => {
      sheetWithRows([header])(workbook);
      workbook.addWorksheet('Notizen', { state: 'hidden' });
    });
    expect(await readXlsx(bytes)).toEqual({
      problems: [
        'the workbook has 2 sheets ("Rangliste", "Notizen" (hidden)); the import reads a workbook with exactly one sheet: delete the other sheets, or export the ranking sheet as CSV UTF-8',
      ],
    });
  });

  it('refuses an empty sheet and bytes that are not a workbook', async () => {
    expect(await readXlsx(await xlsxBytes(sheetWithRows([], 'Leer')))).toEqual({
      problems: ['the sheet "Leer" is empty'],
    });
    const notXlsx = await readXlsx(Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]));
    expect('problems' in notXlsx && notXlsx.problems[0]).toMatch(/^not a readable XLSX workbook/);
  });
});

describe('numberText', () => {
  it.each([
    [4279, undefined, '4279'],
    [53.19, undefined, '53,19'],
    [28.529999999999998, undefined, '28,53'],
    [4, '0.00', '4,00'],
    [1234.5, '#,##0.00', '1234,50'],
    [7.25, 'General', '7,25'],
  ])('%d with format %s → %s', (value, format, text) => {
    expect(numberText(value, format)).toBe(text);
  });
});
