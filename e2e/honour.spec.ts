import { expect, test, waitForHydration } from './support/test';
import { editions, renamedRef } from './support/editions';
import { expectedHonour, shownHonourRows, shownIndex, type ExpectedHonourRow } from './support/honour';
import { currentYear, editionYears, localePath, locales, messages, translator } from './support/site';

/**
 * The table of honour (/bestenliste, /en/bestenliste): every company ranked overall at least
 * once, with its podium places, best-12 finishes, streak and five-edition index, in the default
 * order; sortable by every column with JavaScript, the sort kept in the URL. Expected values come
 * from the content files (e2e/support/honour.ts), never from the site's code.
 */
const medalsText = (counts: number[]) => (counts.some(Boolean) ? counts.filter(Boolean).join(' ') : '–');

for (const locale of locales) {
  const path = localePath(locale, '/bestenliste');
  const texts = messages[locale].honour;
  const t = translator(locale);
  const expected = expectedHonour(locale);
  /** The cells but the company's, as the page shows them. */
  const figures = (row: ExpectedHonourRow) => [
    String(row.place),
    ...row.podium.map(medalsText),
    String(row.podiumTotal),
    String(row.best12),
    String(row.streak),
    shownIndex(locale, row.index),
  ];

  test(`${path}: every company that ever placed, in the default order, with its figures`, async ({ page }) => {
    test.slow();
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages[locale].pages.honour.intro.pageTitle);
    const first = Math.min(...editionYears);
    const table = page.getByRole('table', {
      name: t('honour.caption', { first: String(first), last: String(currentYear) }),
    });
    await expect(table).toBeVisible();
    await expect(page.getByText(texts.order)).toBeVisible();

    const shown = await shownHonourRows(page);
    expect(shown.map((r) => r.ref)).toEqual(expected.map((r) => r.ref));
    for (const [i, row] of expected.entries()) {
      const cells = shown[i]!.cells;
      expect([row.ref, cells[0], ...cells.slice(2)]).toEqual([row.ref, ...figures(row)]);
      // A renamed company's former names follow its name.
      expect(cells[1]).toBe(
        row.formerNames.length
          ? `${row.name} ${t('honour.formerly', { names: new Intl.ListFormat(locale).format(row.formerNames) })}`
          : row.name,
      );
      expect(shown[i]!.name).toBe(row.name);
      expect(shown[i]!.href).toBe(row.href);
    }
    // The renamed company: once, under its newest name.
    if (renamedRef) expect(shown.filter((r) => r.ref === renamedRef)).toHaveLength(1);

    // The rules state the figures they use: the index's missing-year places of each edition.
    const rules = page.getByRole('heading', { level: 2, name: texts.rules.title }).locator('..');
    await expect(rules.getByRole('listitem')).toHaveCount(7);
    const lastFive = [...editions].sort((a, b) => b.year - a.year).slice(0, 5);
    for (const [i, e] of lastFive.entries()) {
      const ranked = e.rows.filter((r) => /^\d+$/.test(r.rankOverall.trim()) && Number(r.rankOverall) !== 999).length;
      await expect(rules).toContainText(`${e.year} × ${5 - i}`);
      await expect(rules).toContainText(`${e.year}: ${ranked + 1}`);
    }
  });

  test(`${path}: a company leads to its history`, async ({ page }) => {
    await page.goto(path);
    const row = expected[0]!;
    await page.getByRole('rowheader', { name: row.name }).getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`${row.href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    await expect(page.locator('#history')).toBeInViewport();
  });

  test(`${path}: the column heads sort with JavaScript, the sort kept in the URL`, async ({ page }) => {
    // Four loads and a few reads of every row: room on a busy machine.
    test.slow();
    await page.goto(path);
    await waitForHydration(page);
    const head = (name: string) => page.getByRole('columnheader', { name, exact: true });
    await expect(head(texts.columns.place)).toHaveAttribute('aria-sort', 'ascending');

    await head(texts.columns.index).getByRole('button').click();
    await expect(head(texts.columns.index)).toHaveAttribute('aria-sort', 'ascending');
    await expect(head(texts.columns.place)).not.toHaveAttribute('aria-sort');
    await expect(page).toHaveURL(/\?sort=index$/);
    const byIndex = [...expected].sort(
      (a, b) => a.index - b.index || a.place - b.place || expected.indexOf(a) - expected.indexOf(b),
    );
    await expect
      .poll(async () => (await shownHonourRows(page)).slice(0, 5).map((r) => r.ref))
      .toEqual(byIndex.slice(0, 5).map((r) => r.ref));

    await head(texts.columns.best12).getByRole('button').click();
    await expect(head(texts.columns.best12)).toHaveAttribute('aria-sort', 'descending');
    const byBest = expected
      .map((r, i) => ({ r, i }))
      .sort((a, b) => b.r.best12 - a.r.best12 || a.i - b.i)
      .map(({ r }) => r.ref);
    await expect.poll(async () => (await shownHonourRows(page)).map((r) => r.ref)).toEqual(byBest);
    await head(texts.columns.best12).getByRole('button').click();
    await expect(head(texts.columns.best12)).toHaveAttribute('aria-sort', 'ascending');
    await expect(page).toHaveURL(/\?sort=best12&dir=asc$/);

    // A shared address opens sorted; a value that does not pass is ignored.
    await page.goto(`${path}?sort=streak`);
    await waitForHydration(page);
    await expect(head(texts.columns.streak)).toHaveAttribute('aria-sort', 'descending');
    const top = Math.max(...expected.map((r) => r.streak));
    await expect.poll(async () => (await shownHonourRows(page))[0]!.cells[8]).toBe(String(top));
    await page.goto(`${path}?sort=%3Cb%3E&dir=up`);
    await waitForHydration(page);
    await expect(head(texts.columns.place)).toHaveAttribute('aria-sort', 'ascending');
    expect((await shownHonourRows(page)).map((r) => r.ref)).toEqual(expected.map((r) => r.ref));
  });

  test(`${path}: an ItemList of the companies in the default order`, async ({ page }) => {
    await page.goto(path);
    const documents = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? '{}') as Record<string, unknown>));
    const list = documents.find((d) => d['@type'] === 'ItemList') as
      | { name: string; numberOfItems: number; itemListElement: { position: number; name: string; url: string }[] }
      | undefined;
    expect(list).toBeDefined();
    expect(list!.name).toBe(messages[locale].pages.honour.seo.title);
    expect(list!.numberOfItems).toBe(expected.length);
    expect(list!.itemListElement.map((i) => [i.position, i.name, new URL(i.url).pathname])).toEqual(
      expected.map((r, i) => [i + 1, r.name, r.href.replace(/#history$/, '')]),
    );
  });

  test(`${path}: on a phone the table scrolls sideways with a hint, the company kept in view`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path);
    await expect(page.getByText(messages[locale].ranking.swipeHint)).toBeVisible();
    const region = page.getByRole('region', {
      name: t('honour.caption', { first: String(Math.min(...editionYears)), last: String(currentYear) }),
    });
    const width = await region.evaluate((el) => [el.scrollWidth, el.clientWidth]);
    expect(width[0]).toBeGreaterThan(width[1]!);
    // The page itself is no wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const company = page.getByRole('rowheader', { name: expected[0]!.name });
    const before = (await company.boundingBox())!.x;
    await region.evaluate((el) => el.scrollBy({ left: 400, behavior: 'instant' }));
    expect((await company.boundingBox())!.x).toBeCloseTo(before, 0);
  });
}
