import { expect, test } from '../support/test';
import { localePath, locales } from '../support/site';
import { awards, participantUrl } from '../support/participants';
import { open, widths } from './support';

/**
 * The winner slider on the home page without JavaScript (issue 5): every winner of
 * content/awards.json is a slide linking to its participant page; the first slides are in view,
 * the buttons (which need JavaScript) are not offered, and the visitor reaches the last slide by
 * scrolling the row sideways (a horizontal wheel or trackpad movement over it).
 */
const entries = awards.winnerCategories.flatMap((category, index) => category.winners.map((ref) => ({ ref, index })));

for (const { name, viewport } of widths) {
  test.describe(`${name} (${viewport.width} px)`, () => {
    test.use({ viewport });

    // The slider is the same in both languages: one language per width.
    for (const locale of name === 'desktop' ? locales.slice(0, 1) : locales.slice(1)) {
      test(`every winner is a slide, the first in view, the last reached by scrolling (${locale})`, async ({
        page,
      }) => {
        await open(page, localePath(locale, '/'));
        const carousel = page.locator('section[aria-roledescription="carousel"]');
        const slides = carousel.locator('[aria-roledescription="slide"]');
        await expect(slides).toHaveCount(entries.length);
        for (const [i, entry] of entries.entries()) {
          await expect(slides.nth(i).getByRole('link')).toHaveAttribute(
            'href',
            participantUrl(locale, entry.ref, `?category=${entry.index}`),
          );
        }
        const buttons = carousel.locator('button');
        expect(await buttons.count(), 'the carousel has its buttons in the HTML').toBeGreaterThan(0);
        for (const button of await buttons.all()) await expect(button).toBeHidden();

        await carousel.scrollIntoViewIfNeeded();
        const first = slides.first().getByRole('link');
        const last = slides.last().getByRole('link');
        await expect(first).toBeInViewport({ ratio: 0.9 });
        await expect(last).not.toBeInViewport();

        await first.hover();
        const lastInView = () => last.evaluate((el) => el.getBoundingClientRect().right <= window.innerWidth);
        for (let i = 0; i < 2 * entries.length && !(await lastInView()); i++) await page.mouse.wheel(viewport.width, 0);
        await expect(last).toBeInViewport({ ratio: 0.9 });
        // Scrolling the row moved the slides, not the page sideways.
        expect(await page.evaluate(() => window.scrollX)).toBe(0);
      });
    }
  });
}
