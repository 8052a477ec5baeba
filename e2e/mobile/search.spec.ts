import { expect, test, waitForHydration } from '../support/test';
import { currentYear, localePath, locales } from '../support/site';
import { editionRows, nameOf, resultLinks, resultsFor, searchField, texts, yearsOf } from '../support/search';

/**
 * The search on a phone (390 px): the header's magnifier is its own control beside the menu, its
 * field leads to the search page, which fits the screen and shows results within the first screen.
 */
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('allowCookies', '0'));
});

const row = editionRows.get(currentYear)!.find((r) => yearsOf(r.ref).length > 1 && /^[A-Za-z]+ /.test(nameOf(r)))!;
const words = nameOf(row).split(' ')[0]!;

for (const locale of locales) {
  const t = texts(locale);

  test(`the header's search opens beside the menu and finds a company, in ${locale}`, async ({ page }) => {
    await page.goto(localePath(locale, '/rangliste'));
    await waitForHydration(page);
    const banner = page.getByRole('banner');
    const toggle = banner.getByLabel(t.header.label, { exact: true }).first();
    await expect(toggle).toBeVisible();
    await toggle.click();
    const field = banner.getByRole('searchbox', { name: t.header.label });
    await expect(field).toBeFocused();
    const box = await field.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    // Escape closes it again, the focus back on the magnifier.
    await page.keyboard.press('Escape');
    await expect(field).toBeHidden();
    await toggle.click();
    await field.fill(words);
    await field.press('Enter');
    await resultsFor(page, words);
    await expect(searchField(page, locale)).toHaveValue(words);
    // The first result is on the first screen, and the page is no wider than the phone.
    const first = await resultLinks(page).first().boundingBox();
    expect(first!.y + first!.height).toBeLessThanOrEqual(844);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
}
