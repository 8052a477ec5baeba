import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoSeriousViolations } from './support/axe';
import { localePath, locales, messages, participants, sectors, type Locale, type Messages } from './support/site';
import { openRanking } from './support/ranking';

/**
 * The ranking page (issue 3): the pre-rendered table, sorting, search, the URL query, row
 * links, no prefetching, the CSV download, and accessibility. Expectations come from the spec's
 * rules and from content/ranking.json, never from the implementation's output.
 */
const de = messages['de-CH'].ranking;

type RankColumn = 'rankVR' | 'rankDS' | 'rankOverall';
interface ShownRow {
  company: string;
  href: string;
  rankVR: string;
  rankDS: string;
  rankOverall: string;
}

const isUnranked = (value: string) => value.trim() === '' || value.trim() === '999';
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
/** The companies whose name contains the query, ignoring case and diacritics (spec section 5). */
const companiesMatching = (query: string) =>
  participants.filter((p) => fold(p.company).includes(fold(query))).map((p) => p.company);
const rankOf = (company: string, column: RankColumn) =>
  (participants.find((p) => p.company === company) as unknown as Record<RankColumn, string>)[column];
const allRows = participants as unknown as Record<RankColumn | 'company', string>[];

/** The rows a reader sees, in order; a rank as shown (a number, '*' or the dash). */
function shownRows(page: Page): Promise<ShownRow[]> {
  return page.locator('main table').evaluate((table) =>
    [...table.querySelectorAll('tbody tr')]
      .filter((tr) => !(tr as HTMLElement).hidden && tr.querySelector('th'))
      .map((tr) => {
        const cells = tr.querySelectorAll('td');
        const rank = (i: number) => cells[i]?.querySelector('span')?.textContent ?? '';
        return {
          company: tr.querySelector('th')!.textContent ?? '',
          href: tr.querySelector('a')!.getAttribute('href') ?? '',
          rankVR: rank(0),
          rankDS: rank(1),
          rankOverall: rank(2),
        };
      }),
  );
}

type Column = keyof Messages['ranking']['columns'];
const searchBox = (page: Page, locale: Locale = 'de-CH') =>
  page.getByRole('searchbox', { name: messages[locale].ranking.searchLabel });
const sortButton = (page: Page, column: Column, locale: Locale = 'de-CH') =>
  page.getByRole('columnheader', { name: messages[locale].ranking.columns[column] }).getByRole('button');
const columnHeader = (page: Page, column: Column, locale: Locale = 'de-CH') =>
  page.getByRole('columnheader', { name: messages[locale].ranking.columns[column] });

function expectCompanyOrder(rows: ShownRow[], dir: 'ASC' | 'DSC') {
  for (let i = 1; i < rows.length; i += 1) {
    const order = rows[i - 1]!.company.localeCompare(rows[i]!.company, 'de-CH', { sensitivity: 'accent' });
    expect(dir === 'ASC' ? order : -order, `${rows[i - 1]!.company} before ${rows[i]!.company}`).toBeLessThanOrEqual(0);
  }
}

/**
 * Numbers in order, then every '*', then every unranked (the dash), whatever the direction.
 * `inView` are the content rows the view holds (all of them, or those a search found).
 */
function expectRankOrder(rows: ShownRow[], column: RankColumn, dir: 'ASC' | 'DSC', inView = allRows) {
  const shown = rows.map((row) => row[column]);
  const group = (value: string) => (value === '–' ? 2 : value === '*' ? 1 : 0);
  const groups = shown.map(group);
  expect(groups, 'numbers, then *, then unranked').toEqual([...groups].sort((a, b) => a - b));
  const numbers = shown.filter((value) => group(value) === 0).map(Number);
  expect(numbers.every(Number.isFinite)).toBe(true);
  expect(numbers).toEqual([...numbers].sort((a, b) => (dir === 'ASC' ? a - b : b - a)));
  expect(shown).toHaveLength(inView.length);
  expect(shown.filter((value) => value === '–')).toHaveLength(inView.filter((p) => isUnranked(p[column])).length);
  expect(shown.filter((value) => value === '*')).toHaveLength(inView.filter((p) => p[column].trim() === '*').length);
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the pre-rendered page shows every participant in company order', async ({ page }) => {
    await page.goto('/rangliste');
    const rows = await shownRows(page);
    expect(rows).toHaveLength(participants.length);
    expectCompanyOrder(rows, 'ASC');
    await expect(columnHeader(page, 'company')).toHaveAttribute('aria-sort', 'ascending');
    // Search and download cannot work without JavaScript, so they are not offered.
    await expect(page.locator('main input[type="search"]')).toBeHidden();
    // Ranks as in the content: a dash for empty and 999.
    for (const row of rows.slice(0, 30))
      expect(row.rankOverall).toBe(
        isUnranked(rankOf(row.company, 'rankOverall')) ? '–' : rankOf(row.company, 'rankOverall').trim(),
      );
  });
});

test.describe('ranking table', () => {
  test('sorts by company both ways, starting ascending', async ({ page }) => {
    await openRanking(page, '/rangliste');
    await expect(columnHeader(page, 'company')).toHaveAttribute('aria-sort', 'ascending');
    await sortButton(page, 'company').click();
    await expect(columnHeader(page, 'company')).toHaveAttribute('aria-sort', 'descending');
    const descending = await shownRows(page);
    expect(descending).toHaveLength(participants.length);
    expectCompanyOrder(descending, 'DSC');
    await sortButton(page, 'company').click();
    await expect(columnHeader(page, 'company')).toHaveAttribute('aria-sort', 'ascending');
    expectCompanyOrder(await shownRows(page), 'ASC');
  });

  for (const column of ['rankVR', 'rankDS', 'rankOverall'] as const) {
    test(`sorts by ${column} both ways, unranked last in both`, async ({ page }) => {
      await openRanking(page, '/rangliste');
      await sortButton(page, column).click();
      await expect(columnHeader(page, column)).toHaveAttribute('aria-sort', 'ascending');
      await expect(columnHeader(page, 'company')).not.toHaveAttribute('aria-sort');
      expectRankOrder(await shownRows(page), column, 'ASC');
      await sortButton(page, column).click();
      await expect(columnHeader(page, column)).toHaveAttribute('aria-sort', 'descending');
      expectRankOrder(await shownRows(page), column, 'DSC');
    });
  }

  test('another column starts ascending after a descending one', async ({ page }) => {
    await openRanking(page, '/rangliste?sortBy=rankVR&dir=DSC');
    await expect(columnHeader(page, 'rankVR')).toHaveAttribute('aria-sort', 'descending');
    await sortButton(page, 'rankDS').click();
    await expect(columnHeader(page, 'rankDS')).toHaveAttribute('aria-sort', 'ascending');
    await expect(columnHeader(page, 'rankVR')).not.toHaveAttribute('aria-sort');
  });

  test('search ignores case and diacritics', async ({ page }) => {
    const expected = companiesMatching('zurcher');
    expect(expected).toContain('Zürcher Kantonalbank');
    await openRanking(page, '/rangliste');
    await searchBox(page).fill('zurcher');
    await expect.poll(async () => (await shownRows(page)).map((r) => r.company).sort()).toEqual([...expected].sort());
    await expect(page.getByRole('status')).toHaveText(`${expected.length} von ${participants.length} Unternehmen`);

    await searchBox(page).fill('NESTLE');
    await expect.poll(async () => (await shownRows(page)).map((r) => r.company)).toEqual(companiesMatching('nestle'));
  });

  test('a search without a match shows the no-results row', async ({ page }) => {
    await openRanking(page, '/rangliste');
    await searchBox(page).fill('qqxyz');
    await expect(page.getByRole('cell', { name: de.noResults.replace('{query}', 'qqxyz') })).toBeVisible();
    expect(await shownRows(page)).toEqual([]);
    await searchBox(page).fill('');
    await expect.poll(async () => (await shownRows(page)).length).toBe(participants.length);
    await expect(page.getByRole('cell', { name: de.noResults.replace('{query}', 'qqxyz') })).toHaveCount(0);
  });

  test('writes the query on every change, merged and without a scroll jump, and restores it after a reload', async ({
    page,
  }) => {
    await openRanking(page, '/rangliste?source=newsletter');
    // Scrolled down, with the search box and the column heads still clear of the site header, where
    // a click reaches them and focus needs no scroll of its own.
    const boxTop = await searchBox(page).evaluate((input) => input.getBoundingClientRect().top);
    await page.evaluate((by) => window.scrollBy(0, by), boxTop - 120);
    const scrollY = await page.evaluate(() => window.scrollY);
    expect(scrollY, 'the page is scrolled').toBeGreaterThan(100);

    await sortButton(page, 'rankDS').click();
    await expect.poll(() => new URL(page.url()).searchParams.get('dir')).toBe('ASC');
    await sortButton(page, 'rankDS').click();
    await searchBox(page).fill('bank');
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('bank');
    const params = new URL(page.url()).searchParams;
    expect(Object.fromEntries(params)).toEqual({ source: 'newsletter', q: 'bank', dir: 'DSC', sortBy: 'rankDS' });
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrollY)).toBeLessThan(2);

    await page.reload();
    await expect(searchBox(page)).toHaveValue('bank');
    await expect(columnHeader(page, 'rankDS')).toHaveAttribute('aria-sort', 'descending');
    await expect
      .poll(async () => (await shownRows(page)).map((r) => r.company).sort())
      .toEqual(companiesMatching('bank').sort());
    const banks = new Set(companiesMatching('bank'));
    expectRankOrder(
      await shownRows(page),
      'rankDS',
      'DSC',
      allRows.filter((p) => banks.has(p.company)),
    );
  });

  test('filters by sector together with sort and search, writes sector= and restores it', async ({ page }) => {
    // Banks, many of them cantonal banks: the search narrows the sector further.
    const sector = sectors.find((s) => s.key === 'banks') ?? sectors[0]!;
    const inSector = participants.filter((p) => p.sector === sector.key);
    expect(inSector.length, `the sample has companies in ${sector.key}`).toBeGreaterThan(2);
    const sectorSelect = page.getByRole('combobox', { name: de.sectorLabel });

    await openRanking(page, '/rangliste');
    await sectorSelect.selectOption(sector.key);
    await expect.poll(() => new URL(page.url()).searchParams.get('sector')).toBe(sector.key);
    await expect(page.getByRole('status')).toHaveText(`${inSector.length} von ${participants.length} Unternehmen`);
    await sortButton(page, 'rankOverall').click();
    await searchBox(page).fill('kantonal');
    const expected = inSector.filter((p) => fold(p.company).includes('kantonal')).map((p) => p.company);
    expect(expected.length).toBeGreaterThan(0);
    await expect.poll(async () => (await shownRows(page)).map((r) => r.company).sort()).toEqual([...expected].sort());
    expectRankOrder(
      await shownRows(page),
      'rankOverall',
      'ASC',
      allRows.filter((p) => expected.includes(p.company)),
    );

    await page.reload();
    await expect(sectorSelect).toHaveValue(sector.key);
    await expect(searchBox(page)).toHaveValue('kantonal');
    await expect(columnHeader(page, 'rankOverall')).toHaveAttribute('aria-sort', 'ascending');
    await expect.poll(async () => (await shownRows(page)).map((r) => r.company).sort()).toEqual([...expected].sort());

    await sectorSelect.selectOption('');
    await expect.poll(() => new URL(page.url()).searchParams.has('sector')).toBe(false);
    await expect
      .poll(async () => (await shownRows(page)).map((r) => r.company).sort())
      .toEqual(companiesMatching('kantonal').sort());
  });

  test('ignores an unknown sector in the URL', async ({ page }) => {
    await openRanking(page, '/rangliste?sector=mining');
    await expect(page.getByRole('combobox', { name: de.sectorLabel })).toHaveValue('');
    await expect.poll(async () => (await shownRows(page)).length).toBe(participants.length);
  });

  test('ignores invalid query values without an error', async ({ page }) => {
    await openRanking(
      page,
      `/rangliste?dir=UP&sortBy=${encodeURIComponent('<script>')}&q=${encodeURIComponent('<b>x</b>')}`,
    );
    await expect(searchBox(page)).toHaveValue('x');
    await expect(columnHeader(page, 'company')).toHaveAttribute('aria-sort', 'ascending');
    await expect.poll(async () => (await shownRows(page)).map((r) => r.company)).toEqual(companiesMatching('x'));
    expectCompanyOrder(await shownRows(page), 'ASC');

    await openRanking(page, '/rangliste?dir=asc&sortBy=rank');
    await expect(columnHeader(page, 'company')).toHaveAttribute('aria-sort', 'ascending');
    expect(await shownRows(page)).toHaveLength(participants.length);
  });

  test('the company cell links to the participant page in the same locale', async ({ page }) => {
    for (const locale of locales) {
      await openRanking(page, localePath(locale, '/rangliste'));
      const rows = await shownRows(page);
      for (const row of rows) {
        const ref = participants.find((p) => p.company === row.company)!.ref;
        expect(row.href).toBe(localePath(locale, `/teilnehmer/${ref}`));
      }
    }
    const first = (await shownRows(page))[0]!;
    await page.getByRole('link', { name: first.company, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${first.href}$`));
  });

  test('a click anywhere on a row opens the participant page', async ({ page }) => {
    await openRanking(page, '/rangliste?sortBy=rankOverall');
    const first = (await shownRows(page))[0]!;
    // The overall rank cell of the first row: not the link.
    await page.locator('main tbody tr').first().locator('td').nth(2).click();
    await expect(page).toHaveURL(new RegExp(`${first.href}$`));
  });

  test('row links do not prefetch participant pages when the table scrolls into view', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await openRanking(page, '/rangliste');
    const rows = page.locator('main tbody tr');
    for (const index of [0, 40, 80, 120, 160, participants.length - 1]) await rows.nth(index).scrollIntoViewIfNeeded();
    await rows.nth(10).locator('a').hover();
    await page.waitForLoadState('networkidle');
    expect(requests.filter((url) => new URL(url).pathname.includes('/teilnehmer/'))).toEqual([]);
  });

  test('a copy of the column heads stays below the site header while the table passes, not at its end', async ({
    page,
  }) => {
    await openRanking(page, '/rangliste');
    const region = page.getByRole('region', { name: de.regionLabel });
    // The table fits the window: nothing scrolls sideways.
    expect(await region.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
    const head = page.locator('main [data-sticky-head]');
    await expect(head).toBeHidden();

    await page.locator('main tbody tr').nth(100).scrollIntoViewIfNeeded();
    await expect(head).toBeVisible();
    const siteHeader = (await page.locator('header.site-header').boundingBox())!;
    await expect.poll(async () => (await head.boundingBox())!.y).toBeCloseTo(siteHeader.y + siteHeader.height, 0);
    // Each heading of the copy stands over its column, as the table's own head does.
    for (const column of ['company', 'rankVR', 'rankDS', 'rankOverall'] as const) {
      const copy = (await head.getByRole('button', { name: de.columns[column], includeHidden: true }).boundingBox())!;
      const own = (await sortButton(page, column).boundingBox())!;
      expect(copy.x, column).toBeCloseTo(own.x, 0);
      expect(copy.width, column).toBeCloseTo(own.width, 0);
    }
    // A click on the copy sorts the table.
    await head.getByRole('button', { name: de.columns.rankOverall, includeHidden: true }).click();
    await expect(columnHeader(page, 'rankOverall')).toHaveAttribute('aria-sort', 'ascending');
    await expect(head).toBeVisible();

    // With less than 200 px of the table left below the site header, the copy is gone.
    await region.evaluate((el) => {
      const line = document.querySelector('header.site-header')!.getBoundingClientRect().bottom;
      window.scrollTo({ top: el.getBoundingClientRect().bottom + window.scrollY - line - 150, behavior: 'instant' });
    });
    await expect(head).toBeHidden();
  });

  test('the legend comes before the table; the compare toggles show their label', async ({ page }) => {
    await openRanking(page, '/rangliste');
    const legend = page.getByRole('list', { name: de.legendLabel });
    const legendBox = (await legend.boundingBox())!;
    expect(legendBox.y + legendBox.height).toBeLessThanOrEqual((await page.locator('main table').boundingBox())!.y);
    // Wide enough for the label beside each toggle: the legend need not explain the sign.
    await expect(legend.getByText(de.legendCompare)).toBeHidden();
    await expect(page.getByText(de.swipeHint)).toBeHidden();
    const toggle = page.locator('main table button[data-compare]').first();
    expect(await toggle.evaluate((button) => getComputedStyle(button, '::after').content)).toBe(`"${de.compare.link}"`);
    expect((await toggle.getAttribute('aria-label'))!.toLowerCase()).toContain(de.compare.link.toLowerCase());
  });

  test('on a phone the table keeps its 800 px and scrolls sideways in a focusable, labelled box', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openRanking(page, '/rangliste');
    const region = page.getByRole('region', { name: de.regionLabel });
    expect(
      await page.locator('main table').evaluate((table) => table.getBoundingClientRect().width),
    ).toBeGreaterThanOrEqual(800);
    expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await region.focus();
    await expect(region).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  });

  test('downloads the current view as CSV', async ({ page }) => {
    await openRanking(page, '/rangliste?sortBy=rankVR');
    await searchBox(page).fill('bank');
    await expect.poll(async () => (await shownRows(page)).length).toBe(companiesMatching('bank').length);
    const shown = await shownRows(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: de.download }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${de.csv.fileName}.csv`);
    const csv = fs.readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
    const lines = csv.split('\r\n').filter(Boolean);
    expect(lines[0]!.split(',').slice(0, 4)).toEqual([
      de.columns.company,
      de.columns.rankVR,
      de.columns.rankDS,
      de.columns.rankOverall,
    ]);
    expect(lines).toHaveLength(shown.length + 1);
    // Company names hold no commas or quotes here, so the first field is the name as shown.
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(shown.map((row) => row.company));
  });

  for (const locale of locales) {
    // The ranking as loaded: routes.spec.
    test(`axe: ranking in ${locale} without results`, async ({ page }) => {
      test.setTimeout(90_000);
      await openRanking(page, localePath(locale, '/rangliste'));
      await searchBox(page, locale).fill('qqxyz');
      const noResults = messages[locale].ranking.noResults.replace('{query}', 'qqxyz');
      await expect(page.getByRole('cell', { name: noResults })).toBeVisible();
      await expectNoSeriousViolations(page, `${locale} ranking without results`);
    });
  }
});
