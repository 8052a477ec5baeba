import { expect, test, waitForHydration } from '../support/test';
import { localePath, locales } from '../support/site';

/**
 * Partners and downloads at phone width (390 px): nothing wider than the screen, and every logo
 * and file row within it.
 */
for (const locale of locales) {
  for (const [neutral, parts] of [
    ['/partner', 'section[aria-labelledby^="partner-category-"] :is(img, a, h3)'],
    ['/downloads', 'article[aria-labelledby^="downloads-"] :is(a, h2)'],
  ] as const) {
    const url = localePath(locale, neutral);
    test(`no horizontal overflow at 390 px: ${url}`, async ({ page }) => {
      await page.goto(url);
      await waitForHydration(page);
      const widths = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
      }));
      expect(widths.scroll, 'page scroll width').toBeLessThanOrEqual(widths.client);
      const items = page.locator(`main ${parts}`);
      expect(await items.count()).toBeGreaterThan(0);
      for (const box of await items.evaluateAll((els) =>
        els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect),
      )) {
        if (box.width === 0) continue;
        expect(box.left).toBeGreaterThanOrEqual(0);
        expect(box.right).toBeLessThanOrEqual(widths.client);
      }
    });
  }
}
