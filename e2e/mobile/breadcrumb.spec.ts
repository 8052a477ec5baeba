import { expect, test } from '../support/test';
import { expectNoSeriousViolations } from '../support/axe';
import { edition, lastArchivedYear, shownName } from '../support/editions';
import { currentYear, localePath, locales, messages } from '../support/site';

/**
 * At 390 px the breadcrumb stays inside the screen: its steps wrap, and a long company name (the
 * last step, in full in the title below) ends in an ellipsis rather than widening the page.
 */
const archived = lastArchivedYear ?? currentYear;
// The longest name of the archived edition: its trail has four steps, the most there is.
const longest = [...edition(archived).rows].sort((a, b) => shownName(b).length - shownName(a).length)[0]!;

for (const locale of locales) {
  const path = localePath(locale, `/${archived}/teilnehmer/${longest.ref}`);

  test(`${path}: the breadcrumb fits the phone above the title`, async ({ page }) => {
    await page.goto(path);
    const nav = page.getByRole('navigation', { name: messages[locale].breadcrumb.label });
    await expect(nav).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const links = nav.getByRole('link');
    await expect(links).toHaveCount(4);
    for (const box of await links.evaluateAll((all) => all.map((a) => a.getBoundingClientRect().toJSON())))
      expect(box.left >= 0 && box.right <= 390, JSON.stringify(box)).toBe(true);
    const last = links.last();
    await expect(last).toHaveAttribute('aria-current', 'page');
    await expect(last).toHaveText(shownName(longest));
    // One line for the name at most (a line and the link's padding): cut with an ellipsis, never wrapped.
    const lineHeight = await last.evaluate((a) => parseFloat(getComputedStyle(a).lineHeight));
    expect((await last.boundingBox())!.height).toBeLessThan(lineHeight * 1.5);
    const navBox = (await nav.boundingBox())!;
    const title = (await page.locator('h1#page-title').boundingBox())!;
    expect(navBox.y + navBox.height).toBeLessThanOrEqual(title.y);
  });
}

test('axe on a phone with the breadcrumb', async ({ page }) => {
  const path = `/${archived}/teilnehmer/${longest.ref}`;
  await page.goto(path);
  await expect(page.getByRole('navigation', { name: messages['de-CH'].breadcrumb.label })).toBeVisible();
  await expectNoSeriousViolations(page, path);
});
