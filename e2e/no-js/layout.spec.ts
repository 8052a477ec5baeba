import { expect, test } from '../support/test';
import { localePath, locales, messages, routeFor } from '../support/site';
import { expectNothingCovers, open, widths } from './support';

/**
 * Nothing lies over the content without JavaScript (issue 5): the home page's intro animation
 * (its overlay is in the HTML, shown only when the pre-paint script asks for it) and the cookie
 * banner (rendered by its island only) never appear, and the pages outside the navigation, a
 * participant page and the not-found page, show their content too. The pages of the header and
 * footer are checked as navigation.spec.ts reaches them.
 */
for (const { name, viewport } of widths) {
  test.describe(`${name} (${viewport.width} px)`, () => {
    test.use({ viewport });

    for (const locale of locales) {
      test(`no intro, no banner, the content in view (${locale})`, async ({ page, consoleGuard }) => {
        await open(page, localePath(locale, '/'));
        await expect(page.locator('[data-intro-overlay]')).toHaveCount(1);
        await expect(page.locator('[data-intro-overlay]')).toBeHidden();
        await expect(page.getByRole('region', { name: messages[locale].cookieBanner.label })).toHaveCount(0);
        await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
        await expectNothingCovers(page);

        const participant = routeFor('participant', locale);
        await open(page, participant.url);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(participant.heading);
        await expectNothingCovers(page);

        const notFound = localePath(locale, '/no-such-page');
        consoleGuard.allowNotFound(notFound);
        await open(page, notFound, 404);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(routeFor('notFound', locale).heading);
        await expectNothingCovers(page);
      });
    }
  });
}
