/**
 * @jest-environment node
 */
import writeXlsxFile from 'write-excel-file/node';
import { readWorkbook } from './__fixtures__/read-workbook';
import type { SheetTable } from './sheet';
import { sheetTabName, xlsxSheetData, xlsxSheetOptions } from './xlsx';

const table: SheetTable = {
  name: 'Rangliste',
  columns: [
    { heading: 'Unternehmen', width: 40 },
    { heading: 'Rang', width: 10 },
    { heading: 'Punkte', width: 10 },
    { heading: 'Zertifikat', width: 10 },
  ],
  rows: [
    ['Müller & <Söhne> AG', 1, 41.5, true],
    ['=HYPERLINK("x")', '*', null, false],
    ['Beta AG', null, 0, false],
  ],
};

describe('sheetTabName', () => {
  it("keeps a name within Excel's rules", () => {
    expect(sheetTabName('Rangliste')).toBe('Rangliste');
    expect(sheetTabName('Rang: 2026/2027 [alt]')).toBe('Rang 2026 2027 alt');
    expect(sheetTabName('x'.repeat(40))).toHaveLength(31);
    expect(sheetTabName(' ? ')).toBe('Sheet1');
    expect(sheetTabName("'Rangliste'")).toBe('Rangliste');
  });
});

describe('xlsxSheetData', () => {
  it('writes a bold heading row, then typed cells; empty stays empty', () => {
    const [heading, first, second, third] = xlsxSheetData(table);
    expect(heading).toEqual([
      { value: 'Unternehmen', type: String, fontWeight: 'bold' },
      { value: 'Rang', type: String, fontWeight: 'bold' },
      { value: 'Punkte', type: String, fontWeight: 'bold' },
      { value: 'Zertifikat', type: String, fontWeight: 'bold' },
    ]);
    expect(first).toEqual([
      { value: 'Müller & <Söhne> AG', type: String },
      { value: 1, type: Number },
      { value: 41.5, type: Number },
      { value: true, type: Boolean },
    ]);
    expect(second).toEqual([
      { value: '=HYPERLINK("x")', type: String },
      { value: '*', type: String },
      null,
      { value: false, type: Boolean },
    ]);
    expect(third?.[1]).toBeNull();
    expect(third?.[2]).toEqual({ value: 0, type: Number });
  });

  it('refuses a row that does not fit the headings', () => {
    expect(() => xlsxSheetData({ ...table, rows: [['only one']] })).toThrow('row 1 has 1 cells, not 4');
  });

  it('freezes the heading row of the one named sheet', () => {
    expect(xlsxSheetOptions(table)).toEqual({
      sheet: 'Rangliste',
      stickyRowsCount: 1,
      columns: [{ width: 40 }, { width: 10 }, { width: 10 }, { width: 10 }],
    });
  });
});

describe('the written workbook, read back with exceljs', () => {
  it('has one sheet, a frozen bold heading row, numbers as numbers, text as text, empty cells empty', async () => {
    const bytes = await writeXlsxFile(xlsxSheetData(table), xlsxSheetOptions(table)).toBuffer();
    const workbook = await readWorkbook(new Uint8Array(bytes));
    expect(workbook.sheetNames).toEqual(['Rangliste']);
    expect(workbook.frozenRows).toBe(1);
    expect(workbook.boldHeading).toBe(true);
    expect(workbook.rows).toEqual([
      [
        { kind: 'text', value: 'Unternehmen' },
        { kind: 'text', value: 'Rang' },
        { kind: 'text', value: 'Punkte' },
        { kind: 'text', value: 'Zertifikat' },
      ],
      [
        { kind: 'text', value: 'Müller & <Söhne> AG' },
        { kind: 'number', value: 1 },
        { kind: 'number', value: 41.5 },
        { kind: 'boolean', value: true },
      ],
      // A text that looks like a formula stays text: no formula cell.
      [
        { kind: 'text', value: '=HYPERLINK("x")' },
        { kind: 'text', value: '*' },
        { kind: 'empty' },
        { kind: 'boolean', value: false },
      ],
      [
        { kind: 'text', value: 'Beta AG' },
        { kind: 'empty' },
        { kind: 'number', value: 0 },
        { kind: 'boolean', value: false },
      ],
    ]);
  });
});
