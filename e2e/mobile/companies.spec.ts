import { expect, test } from '../support/test';
import { shownCompanyEntries } from '../support/companies';
import { localePath, locales, messages } from '../support/site';

/**
 * At 390 px the company index stays inside the screen: the letters wrap into rows of targets big
 * enough to tap, a tapped letter brings its section below the sticky header, and no entry is
 * wider than the page.
 */
for (const locale of locales) {
  const path = localePath(locale, '/unternehmen');

  test(`${path} fits the phone, and its letters can be tapped`, async ({ page }) => {
    await page.goto(path);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    const nav = page.getByRole('navigation', { name: messages[locale].companies.letters });
    const box = await nav.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    // The letters wrap into a few rows: all of them within the first screen's height.
    expect(box!.height).toBeLessThan(260);
    const links = nav.getByRole('link');
    for (const link of await links.all()) {
      const target = await link.boundingBox();
      expect(target!.width).toBeGreaterThanOrEqual(24);
      expect(target!.height).toBeGreaterThanOrEqual(24);
      expect(target!.x + target!.width).toBeLessThanOrEqual(390);
    }

    const letters = [...new Set((await shownCompanyEntries(page)).map((e) => e.letter))];
    const header = await page.locator('header.site-header').boundingBox();
    const letter = letters.at(-1)!;
    await nav.getByRole('link', { name: letter, exact: true }).tap();
    await expect(page).toHaveURL(new RegExp(`#letter-${letter.toLowerCase()}$`));
    const heading = page.getByRole('heading', { level: 2, name: letter, exact: true });
    await expect(heading).toBeInViewport();
    await expect.poll(async () => (await heading.boundingBox())!.y).toBeGreaterThanOrEqual(header!.height);

    // Every entry and every year link inside the screen's width.
    const widest = await page
      .locator('main [data-company-index] section[id^="letter-"] li')
      .evaluateAll((items) => Math.max(...items.map((li) => li.getBoundingClientRect().right)));
    expect(widest).toBeLessThanOrEqual(390);
  });
}
