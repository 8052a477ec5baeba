import { expect, test } from '../support/test';
import { header } from '../support/header';
import { localePath, locales, mainNav, messages, metaNav, otherLocale, routeFor, routes } from '../support/site';
import { expectNothingCovers, open, showGalleryLink, widths } from './support';

/**
 * Navigation without JavaScript (issue 5), on the desktop and at phone width, where the menu
 * button needs JavaScript: every page of the header and the footer is reached by clicking its
 * link, one after another, and nothing covers or hides its content; the language switch is a
 * plain link to the same page in the other language. Names and paths come from lib/routes and
 * the translations.
 */
const headerKeys = [...mainNav, ...metaNav.filter((key) => key !== 'gallery' || showGalleryLink)];

for (const { name, viewport } of widths) {
  test.describe(`${name} (${viewport.width} px)`, () => {
    test.use({ viewport });

    for (const locale of locales) {
      test(`the header and footer links reach every page, the language link its twin (${locale})`, async ({ page }) => {
        // Every page of the header and footer in one test: room on a busy machine.
        test.slow();
        const nav = messages[locale].nav;
        const site = header(page, locale);
        await open(page, localePath(locale, '/'));
        await expectNothingCovers(page);
        // The menu button cannot work without JavaScript, so it is not offered.
        await expect(site.toggle).toBeHidden();

        const visit = async (
          key: (typeof headerKeys)[number] | 'contact' | 'privacy' | 'home',
          click: () => Promise<void>,
        ) => {
          await click();
          await expect(page).toHaveURL(localePath(locale, routes[key].path));
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(routeFor(key, locale).heading);
          await expectNothingCovers(page);
        };
        for (const key of headerKeys) {
          const link = site.link(nav[key]);
          await expect(link, `${nav[key]} in the header`).toBeVisible();
          await visit(key, () => link.click());
        }
        const legal = page.getByRole('navigation', { name: messages[locale].footer.legalLabel });
        await visit('contact', () => legal.getByRole('link', { name: messages[locale].footer.contact }).click());
        await visit('privacy', () => legal.getByRole('link', { name: messages[locale].footer.privacy }).click());
        await visit('home', () => site.root.getByRole('link', { name: messages[locale].site.homeLinkLabel }).click());

        // The language switch: a plain link to the same page in the other language.
        await visit('criteria', () => site.link(nav.criteria).click());
        const target = otherLocale(locale);
        const other = site.root.getByRole('link', { name: messages[locale].language.switchTo });
        await expect(other).toBeVisible();
        await other.click();
        await expect(page).toHaveURL(localePath(target, routes.criteria.path));
        await expect(page.locator('html')).toHaveAttribute('lang', target);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(routeFor('criteria', target).heading);
      });
    }
  });
}
