import { expect, test } from '../support/test';
import { localePath, locales, messages } from '../support/site';
import { nameOf, rows } from '../support/participants';
import { open } from './support';
import { parseParticipant } from '../../lib/content/participant';
import { toRankingRow } from '../../lib/ranking/row';
import { defaultSort, sortRows } from '../../lib/ranking/sort';

/**
 * The ranking without JavaScript (issue 5): the whole table is in the HTML in the default order,
 * every row visible and leading to its participant page. The expected order comes from
 * content/ranking.json sorted by the ranking's own sort rules (lib/ranking/sort), not a list.
 */
for (const locale of locales) {
  test(`every row in the default order, each a link to its page (${locale})`, async ({ page }) => {
    await open(page, localePath(locale, '/rangliste'));
    const expected = sortRows(
      rows.map((row) => toRankingRow(parseParticipant(row))),
      defaultSort,
      locale,
    );
    const table = page.locator('main table');
    const bodyRows = table.locator('tbody tr[data-ref]');

    expect(await bodyRows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-ref')))).toEqual(
      expected.map((row) => row.ref),
    );
    expect((await table.locator('tbody tr[data-ref] > th').allTextContents()).map((text) => text.trim())).toEqual(
      expected.map((row) => row.company),
    );
    // Nothing waits for a script to show it.
    await expect(table.locator('tbody tr[hidden], tbody[hidden]')).toHaveCount(0);
    for (const index of [0, expected.length - 1]) {
      const row = bodyRows.nth(index);
      await row.scrollIntoViewIfNeeded();
      await expect(row).toBeVisible();
    }
    // Search and CSV download need JavaScript: they are not offered.
    await expect(page.getByRole('searchbox')).toBeHidden();
    await expect(page.getByRole('button', { name: messages[locale].ranking.download })).toBeHidden();

    const target = expected[1] ?? expected[0];
    if (!target) throw new Error('the ranking has no rows');
    await bodyRows.nth(expected.indexOf(target)).getByRole('link', { name: target.company, exact: true }).click();
    await expect(page).toHaveURL(localePath(locale, `/teilnehmer/${target.ref}`));
    const full = rows.find((row) => row.ref === target.ref);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(full ? nameOf(full) : target.company);
  });

  test(`on a phone: the legend above the table, which scrolls sideways in its box and with the page (${locale})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, localePath(locale, '/rangliste'));
    const texts = messages[locale].ranking;
    const legend = page.getByRole('list', { name: texts.legendLabel });
    const table = page.locator('main table');
    await expect(legend).toBeVisible();
    await expect(page.getByText(texts.swipeHint)).toBeVisible();
    // The compare toggles need JavaScript, and so does the legend's entry for them.
    await expect(legend.getByText(texts.legendCompare)).toBeHidden();
    const legendBox = (await legend.boundingBox())!;
    expect(legendBox.y + legendBox.height).toBeLessThanOrEqual((await table.boundingBox())!.y);

    const region = page.getByRole('region', { name: texts.regionLabel });
    expect(await region.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeGreaterThan(300);
    expect(await region.evaluate((el) => el.scrollHeight - el.clientHeight)).toBeLessThanOrEqual(0);
    const company = page.locator('main table tbody tr[data-ref] > th').first();
    const x = (await company.boundingBox())!.x;
    await region.evaluate((el) => el.scrollTo({ left: 300, behavior: 'instant' }));
    await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(250);
    expect((await company.boundingBox())!.x).toBeCloseTo(x, 0);

    // The page scrolls to the last row; the sticky head needs JavaScript and stays hidden.
    const last = table.locator('tbody tr[data-ref]').last();
    await last.scrollIntoViewIfNeeded();
    await expect(last).toBeInViewport();
    expect(await region.evaluate((el) => el.scrollTop)).toBe(0);
    await expect(page.locator('main [data-sticky-head]')).toBeHidden();
  });
}
