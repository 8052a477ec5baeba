import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { localePath, locales, messages } from './support/site';
import { readWorkbook, type ReadCell } from '../lib/ranking/__fixtures__/read-workbook';
import { openRanking } from './support/ranking';

/**
 * The ranking view's workbook: the button writes the rows in view (searched, sorted) as an XLSX
 * file in the browser, with the writer loaded only on the click. Read back with exceljs, the file
 * has one sheet with a frozen heading row in the page's language, the companies in the order
 * shown, ranks as numbers, "*" as text and the unranked as empty cells.
 */

/** The rows in view: company, link and the three ranks as shown (a number, '*' or anything else). */
function shownRows(page: Page) {
  return page.locator('main table').evaluate((table) =>
    [...table.querySelectorAll('tbody tr')]
      .filter((tr) => !(tr as HTMLElement).hidden && tr.querySelector('th'))
      .map((tr) => {
        const cells = tr.querySelectorAll('td');
        const rank = (i: number) => (cells[i]?.querySelector('span')?.textContent ?? '').trim();
        return {
          company: (tr.querySelector('th')!.textContent ?? '').trim(),
          href: tr.querySelector('a')!.getAttribute('href') ?? '',
          ranks: [rank(0), rank(1), rank(2)],
        };
      }),
  );
}

/** The cell a shown rank should become. */
const rankCell = (shown: string): ReadCell =>
  /^\d+$/.test(shown)
    ? { kind: 'number', value: Number(shown) }
    : shown === '*'
      ? { kind: 'text', value: '*' }
      : { kind: 'empty' };

for (const locale of locales) {
  const t = messages[locale].ranking;
  const search = locale === 'de-CH' ? 'bank' : '';

  test(`${locale}: downloads the view as a workbook, its writer loaded only on the click`, async ({ page }) => {
    const scripts: { url: string; afterClick: boolean }[] = [];
    let clicked = false;
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push({ url: request.url(), afterClick: clicked });
    });
    await openRanking(page, localePath(locale, '/rangliste?sortBy=rankVR'));
    await page.waitForLoadState('networkidle');
    if (search) {
      await page.getByRole('searchbox', { name: t.searchLabel }).fill(search);
      await expect.poll(async () => (await shownRows(page)).every((row) => /bank/i.test(row.company))).toBe(true);
    }
    const shown = await shownRows(page);
    expect(shown.length).toBeGreaterThan(0);

    clicked = true;
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: t.downloadXlsx }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${t.csv.fileName}.xlsx`);
    const workbook = await readWorkbook(new Uint8Array(fs.readFileSync((await download.path())!)));

    // The writer came with the click: a script none of the page's own requests had fetched.
    const before = new Set(scripts.filter((s) => !s.afterClick).map((s) => s.url));
    const loadedOnClick = scripts.filter((s) => s.afterClick && !before.has(s.url));
    expect(loadedOnClick.length, 'a script loaded on the click').toBeGreaterThan(0);

    expect(workbook.sheetNames).toEqual([t.csv.sheetName]);
    expect(workbook.frozenRows).toBe(1);
    expect(workbook.rows[0]).toEqual(
      [
        t.columns.company,
        t.columns.rankVR,
        t.columns.rankDS,
        t.columns.rankOverall,
        t.columns.certificate,
        t.csv.previousRankVR,
        t.csv.previousRankDS,
        t.csv.page,
      ].map((value) => ({ kind: 'text', value })),
    );
    expect(workbook.rows).toHaveLength(shown.length + 1);
    const body = workbook.rows.slice(1);
    expect(body.map((row) => row[0])).toEqual(shown.map((row) => ({ kind: 'text', value: row.company })));
    expect(body.map((row) => row.slice(1, 4))).toEqual(shown.map((row) => row.ranks.map(rankCell)));
    for (const [index, row] of body.entries()) {
      expect(row[4]?.kind, 'the certificate is TRUE or FALSE').toBe('boolean');
      const pageCell = row[7];
      expect(pageCell?.kind === 'text' && new URL(pageCell.value).pathname).toBe(shown[index]!.href);
    }
    if (!search) {
      // The whole ranking holds unranked participants: their cells are empty, not text.
      expect(body.some((row) => row.slice(1, 4).some((cell) => cell.kind === 'empty'))).toBe(true);
    }
  });
}
