import { expectNoSeriousViolations } from '../support/axe';
import { expect, test, waitForHydration } from '../support/test';
import { localePath, locales, messages, routes } from '../support/site';
import { layoutShiftSoFar } from '../support/layout-shift';

/**
 * The about, contact and privacy pages at 390 px (issue 4): nothing wider than the screen, the
 * intro columns stacked in reading order, the about page's side image before the preface,
 * inside the screen and without layout shift, and no serious axe violation.
 */

/** The first h2 of content HTML, as plain text. */
const firstHeading = (html: string | undefined) =>
  (/<h2[^>]*>(.*?)<\/h2>/.exec(html ?? '')?.[1] ?? '').replace(/<[^>]+>/g, '').trim();

for (const locale of locales) {
  for (const key of ['about', 'contact', 'privacy'] as const) {
    const url = localePath(locale, routes[key].path);
    const intro = messages[locale].pages[key].intro;

    test(`${url} at 390 px: no horizontal overflow, blocks stacked, axe clean`, async ({ page }) => {
      await page.goto(url);
      await waitForHydration(page);
      const widths = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
      }));
      expect(widths.scroll, 'the page is no wider than the screen').toBeLessThanOrEqual(widths.client);

      // Every element of <main> stays inside the screen (a wide table or a long address would not).
      const outside = await page.evaluate(() => {
        const limit = document.documentElement.clientWidth + 1;
        return [...document.querySelectorAll('main *')]
          .filter((el) => !el.closest('[aria-roledescription="carousel"]'))
          .filter((el) => {
            const r = el.getBoundingClientRect();
            return r.width > 0 && (r.right > limit || r.left < -1);
          })
          .map((el) => `${el.tagName.toLowerCase()}.${el.className}`);
      });
      expect(outside, 'elements beyond the screen edge').toEqual([]);

      if (intro.rightIntro) {
        // Two columns become one: the right column follows the left one, below it.
        const heading = (html: string | undefined) =>
          page
            .locator('main .rich-text')
            .filter({ hasText: firstHeading(html) || (html ?? '').replace(/<[^>]+>/g, '').slice(0, 40) })
            .first();
        const [left, right] = [
          await heading(intro.leftIntro).boundingBox(),
          await heading(intro.rightIntro).boundingBox(),
        ];
        expect(left && right && right.y >= left.y + left.height - 1, 'the right column sits below the left one').toBe(
          true,
        );
      }

      if (intro.sideAsset) {
        const image = page.getByRole('img', { name: intro.sideAsset.altText, exact: true });
        const preface = page.getByRole('heading', { level: 2, name: firstHeading(intro.richText), exact: true });
        const [imageBox, prefaceBox] = [await image.boundingBox(), await preface.boundingBox()];
        expect(
          imageBox && prefaceBox && imageBox.y + imageBox.height <= prefaceBox.y,
          'the side image comes before the preface',
        ).toBe(true);
        expect(
          imageBox && imageBox.x >= 0 && imageBox.x + imageBox.width <= widths.client,
          'the side image fits the screen',
        ).toBe(true);
        // Here the image stands above the text: once it has loaded, nothing below it has moved.
        await expect
          .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
            message: 'the side image loads',
          })
          .toBe(true);
        const shift = await layoutShiftSoFar(page);
        expect(shift, 'cumulative layout shift').toBeLessThan(0.01);
      }

      await expectNoSeriousViolations(page, `${url} at 390 px`);
    });
  }
}
