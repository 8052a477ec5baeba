import { expect, test } from '../support/test';
import { expectNoSeriousViolations } from '../support/axe';
import { columnNames, nameOf, openCompare, others, overallWinners, table, texts } from '../support/compare';
import { locales } from '../support/site';

/**
 * The comparison at 390 px: four companies do not fit, so the table scrolls sideways inside its
 * own region while the measure column stays in view; the page itself never scrolls sideways.
 */
const four = [...overallWinners, ...others].slice(0, 4);

for (const locale of locales) {
  test(`four companies scroll sideways with the measure column kept in view (${locale})`, async ({ page }) => {
    await openCompare(
      page,
      locale,
      four.map((r) => r.ref),
    );
    expect(await columnNames(page)).toEqual(four.map(nameOf));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    const region = page.getByRole('region', { name: texts(locale).regionLabel });
    const measure = table(page).getByRole('rowheader', { name: texts(locale).measures.rankOverall, exact: true });
    const lastCompany = table(page).locator('thead tr').first().locator('th').last();
    // In the middle of the screen: at its bottom the cookie banner lies over the table.
    await measure.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
    const before = { measure: await measure.boundingBox(), company: await lastCompany.boundingBox() };
    expect(before.company!.x + before.company!.width, 'the last company starts out of view').toBeGreaterThan(390);

    await region.evaluate((el) => el.scrollTo({ left: el.scrollWidth, behavior: 'instant' }));
    const after = { measure: await measure.boundingBox(), company: await lastCompany.boundingBox() };
    expect(after.measure!.x, 'the measure column stays where it was').toBeCloseTo(before.measure!.x, 0);
    expect(after.company!.x + after.company!.width, 'the last company scrolled into view').toBeLessThanOrEqual(391);
    // The sticky column covers the scrolled cells: nothing shows through it.
    const covering = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('th')?.textContent ?? '',
      { x: after.measure!.x + 8, y: after.measure!.y + after.measure!.height / 2 },
    );
    expect(covering).toBe(texts(locale).measures.rankOverall);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoSeriousViolations(page, `comparison of four at 390 px (${locale})`);
  });
}
