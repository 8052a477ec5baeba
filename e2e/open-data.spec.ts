import { test, expect } from './support/test';
import { locales, localePath, messages, participants, sectors } from './support/site';
import { readWorkbook, type ReadCell } from '../lib/ranking/__fixtures__/read-workbook';
import {
  openDataColumns,
  openDataEditionColumns,
  openDataXlsxPath,
  type OpenDataWorkbook,
} from '../lib/ranking/open-data';

const workbooks: readonly OpenDataWorkbook[] = ['ranking', 'editions'];

/**
 * Open data (issue 6): the ranking page's footer links the whole ranking as CSV and JSON, and
 * lists the columns; the files hold one record per participant with exactly those columns.
 */
for (const locale of locales) {
  test(`${locale}: the ranking footer links the open data and documents every column`, async ({ page }) => {
    await page.goto(localePath(locale, '/rangliste'));
    const texts = (
      messages[locale] as unknown as {
        ranking: { openData: { title: string; csv: string; json: string; columnsSummary: string } };
      }
    ).ranking.openData;
    const footer = page.getByRole('complementary', { name: texts.title });
    await expect(footer).toBeVisible();
    await expect(footer.getByRole('link', { name: texts.csv })).toHaveAttribute('href', '/open-data/ranking.csv');
    await expect(footer.getByRole('link', { name: texts.json })).toHaveAttribute('href', '/open-data/ranking.json');
    await footer.getByText(texts.columnsSummary).click();
    const documented = await footer.locator('dt').allTextContents();
    expect(documented.length).toBeGreaterThan(5);

    const csv = await page.request.get('/open-data/ranking.csv');
    expect(csv.status()).toBe(200);
    expect(csv.headers()['content-type']).toMatch(/^text\/csv/);
    const lines = (await csv.text()).trimEnd().split('\r\n');
    expect(lines[0]?.split(',')).toEqual(documented);
    expect(lines).toHaveLength(participants.length + 1);

    const json = await page.request.get('/open-data/ranking.json');
    expect(json.status()).toBe(200);
    const records = (await json.json()) as Record<string, unknown>[];
    expect(records).toHaveLength(participants.length);
    for (const record of records) expect(Object.keys(record)).toEqual(documented);
    expect(new Set(records.map((record) => record.ref))).toEqual(new Set(participants.map((p) => p.ref)));
  });
}

test('the open data links to participant pages that exist', async ({ request }) => {
  const records = (await (await request.get('/open-data/ranking.json')).json()) as { urlDe: string; urlEn: string }[];
  for (const record of records.slice(0, 3)) {
    for (const url of [record.urlDe, record.urlEn]) {
      expect((await request.get(new URL(url).pathname)).status(), url).toBe(200);
    }
  }
});

/**
 * The workbooks beside the CSV: the footer links the one headed in the page's language (plain
 * links, no script needed), the server sends them as XLSX, and read back with exceljs each holds
 * one sheet with a frozen heading row in that language, the rows of the JSON in its order, ranks
 * and points as number cells, "*" as text and the unranked as empty cells.
 */
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
type JsonRecord = Record<string, string | number | boolean | null>;

/** The cell a workbook should hold for a JSON value of the same record. */
function expectedCell(value: JsonRecord[string]): ReadCell {
  if (value === null || value === '') return { kind: 'empty' };
  if (typeof value === 'number') return { kind: 'number', value };
  if (typeof value === 'boolean') return { kind: 'boolean', value };
  return { kind: 'text', value };
}

for (const locale of locales) {
  const t = messages[locale].ranking.openData;
  const sectorName = (key: string) => sectors.find((s) => s.key === key)?.name[locale] ?? key;

  for (const workbook of workbooks) {
    test(`${locale}: the ${workbook} workbook is linked, served as XLSX and headed in the page's language`, async ({
      page,
    }) => {
      const href = openDataXlsxPath(workbook, locale);
      await page.goto(localePath(locale, '/rangliste'));
      const link = page
        .getByRole('complementary', { name: t.title })
        .getByRole('link', { name: workbook === 'ranking' ? t.xlsx : t.editionsXlsx });
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('type', XLSX);
      await expect(link).toHaveAttribute('download', href.split('/').pop()!);

      const response = await page.request.get(href, { headers: { 'Accept-Encoding': 'br, gzip' } });
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe(XLSX);
      // A zip archive already: sent as it is.
      expect(response.headers()['content-encoding']).toBeUndefined();
      const sheet = await readWorkbook(new Uint8Array(await response.body()));

      expect(sheet.sheetNames).toEqual([t.sheets[workbook]]);
      expect(sheet.frozenRows).toBe(1);
      expect(sheet.boldHeading).toBe(true);
      const columns = workbook === 'ranking' ? openDataColumns : openDataEditionColumns;
      expect(sheet.rows[0]).toEqual(columns.map((column) => ({ kind: 'text', value: t.headings[column] })));

      const json = (await (await page.request.get(`/open-data/${workbook}.json`)).json()) as JsonRecord[];
      expect(sheet.rows).toHaveLength(json.length + 1);
      const kinds = new Set<string>();
      json.forEach((record, index) => {
        const expected = columns.map((column) => {
          const value = record[column] ?? null;
          return column === 'sector' && typeof value === 'string'
            ? expectedCell(sectorName(value))
            : expectedCell(value);
        });
        expect(sheet.rows[index + 1], `${workbook} row ${index + 2}`).toEqual(expected);
        const overall = sheet.rows[index + 1]![columns.indexOf('rankOverall')]!;
        kinds.add(overall.kind === 'text' ? overall.value : overall.kind);
      });
      // The sample holds ranked and unranked participants: both kinds of rank cell are checked.
      expect(kinds).toContain('number');
      expect(kinds).toContain('empty');
    });
  }
}

test('the German and the English workbook hold the same cells under different headings', async ({ request }) => {
  const [de, en] = await Promise.all(
    locales.map(async (locale) =>
      readWorkbook(new Uint8Array(await (await request.get(openDataXlsxPath('ranking', locale))).body())),
    ),
  );
  expect(de!.rows[0]).not.toEqual(en!.rows[0]);
  const sector = openDataColumns.indexOf('sector');
  const withoutSector = (rows: ReadCell[][]) => rows.slice(1).map((row) => row.filter((_, i) => i !== sector));
  expect(withoutSector(de!.rows)).toEqual(withoutSector(en!.rows));
});
