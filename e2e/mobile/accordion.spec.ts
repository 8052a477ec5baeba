import {
  accordionPages,
  accordionSection,
  accordionSections,
  opensInitially,
  type AccordionPage,
} from '../support/accordion';
import { expect, test } from '../support/test';
import { localePath, locales } from '../support/site';

/**
 * The criteria and jury pages at phone width (390 px): a tap on a header toggles its section,
 * and with every section open nothing is wider than the screen (no horizontal scrolling, no
 * clipped titles or images).
 */
for (const locale of locales) {
  for (const key of ['criteria', 'jury'] as AccordionPage[]) {
    const url = localePath(locale, accordionPages[key]);
    test(`${url} at 390 px: tap toggles, no horizontal overflow with every section open`, async ({ page }) => {
      const sections = accordionSections(locale, key);
      await page.goto(url);
      const closed = sections.find((s) => !opensInitially(s));
      if (!closed) throw new Error(`${key} needs a closed section`);
      const { section, summary } = accordionSection(page, closed.title);
      await summary.tap();
      await expect(section).toHaveJSProperty('open', true);
      await summary.tap();
      await expect(section).toHaveJSProperty('open', false);

      for (const s of sections.filter((x) => !opensInitially(x))) await accordionSection(page, s.title).summary.tap();
      for (const s of sections) await expect(accordionSection(page, s.title).content).toBeVisible();

      const viewport = page.viewportSize()?.width ?? 390;
      expect(await page.evaluate(() => document.documentElement.scrollWidth), 'page width').toBeLessThanOrEqual(
        viewport,
      );
      // Every header, text block and image of the accordion lies within the screen.
      const overflowing = await page
        .locator('details summary, details summary + * > *, details img')
        .evaluateAll((elements, width) => {
          return elements
            .map((el) => ({ el, rect: el.getBoundingClientRect() }))
            .filter(({ rect }) => rect.width > 0 && (rect.left < -0.5 || rect.right > width + 0.5))
            .map(
              ({ el, rect }) =>
                `${el.tagName.toLowerCase()}.${el.className} ${Math.round(rect.left)}–${Math.round(rect.right)}`,
            );
        }, viewport);
      expect(overflowing, 'elements wider than the screen').toEqual([]);
      // Long titles wrap instead of overflowing their header.
      const clipped = await page
        .locator('details summary h2')
        .evaluateAll((titles) => titles.filter((h) => h.scrollWidth > h.clientWidth + 1).map((h) => h.textContent));
      expect(clipped, 'clipped titles').toEqual([]);
    });
  }
}
