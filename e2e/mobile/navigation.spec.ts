import { expect, test, waitForHydration } from '../support/test';
import { expectHeaderBackground, header } from '../support/header';
import { messages, routeFor, type Locale } from '../support/site';
import type { PageKey } from '../../lib/routes';

/**
 * Mobile navigation at 390 px (spec section 4): the hamburger toggles the menu, opening forces
 * the black header and closing restores the page's own colour; Escape closes and returns focus
 * to the toggle; choosing a link closes the menu and navigates.
 */
test.beforeEach(async ({ page }) => {
  // A decided consent keeps the cookie banner from covering the menu's lower links.
  await page.addInitScript(() => localStorage.setItem('allowCookies', '0'));
});

const pages: { key: PageKey; locale: Locale }[] = [
  { key: 'home', locale: 'de-CH' }, // white header
  { key: 'ranking', locale: 'de-CH' }, // red header
  { key: 'contact', locale: 'en-GB' }, // gold header
];

for (const { key, locale } of pages) {
  const route = routeFor(key, locale);
  test(`${route.url}: the menu opens with a black header and closes back to ${route.colour}`, async ({ page }) => {
    const nav = messages[locale].nav;
    const h = header(page, locale);
    await page.goto(route.url);
    await waitForHydration(page);

    await expect(h.toggle).toBeVisible();
    await expect(h.toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(h.toggle).toHaveAccessibleName(nav.openMenu);
    await expect(h.mainNav).toBeHidden();
    await expectHeaderBackground(page, route.colour);

    await h.toggle.click();
    await expect(h.toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(h.toggle).toHaveAccessibleName(nav.closeMenu);
    await expect(h.mainNav).toBeVisible();
    await expect(h.metaNav).toBeVisible();
    await expect(h.link(nav.winners)).toBeFocused();
    await expectHeaderBackground(page, 'black');

    await h.toggle.click();
    await expect(h.toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(h.mainNav).toBeHidden();
    await expectHeaderBackground(page, route.colour);
    await expect(h.root).toHaveAttribute('data-colour', route.colour);
  });
}

test('Escape closes the menu and returns focus to the toggle', async ({ page }) => {
  const h = header(page, 'de-CH');
  const route = routeFor('about', 'de-CH');
  await page.goto(route.url);
  await waitForHydration(page);
  await h.toggle.click();
  await expect(h.mainNav).toBeVisible();
  await expectHeaderBackground(page, 'black');
  await page.keyboard.press('Escape');
  await expect(h.toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(h.mainNav).toBeHidden();
  await expect(h.toggle).toBeFocused();
  await expectHeaderBackground(page, route.colour);
});

test('the menu works from the keyboard alone', async ({ page }) => {
  const h = header(page, 'en-GB');
  await page.goto('/en/galerie');
  await waitForHydration(page);
  await h.toggle.focus();
  await page.keyboard.press('Enter');
  await expect(h.toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(h.link(messages['en-GB'].nav.winners)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(h.toggle).toBeFocused();
  await expect(h.toggle).toHaveAttribute('aria-expanded', 'false');
});

for (const locale of ['de-CH', 'en-GB'] as const) {
  test(`choosing a link closes the menu and navigates (${locale})`, async ({ page }) => {
    const nav = messages[locale].nav;
    const h = header(page, locale);
    const from = routeFor('home', locale);
    const to = routeFor('ranking', locale);
    await page.goto(from.url);
    await waitForHydration(page);
    await h.toggle.click();
    await expectHeaderBackground(page, 'black');
    await h.link(nav.ranking).click();

    await expect(page).toHaveURL((url) => url.pathname === to.url);
    await expect(page).toHaveTitle(to.title);
    await expect(h.toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(h.mainNav).toBeHidden();
    await expect(h.root).toHaveAttribute('data-colour', to.colour);
    await expectHeaderBackground(page, to.colour);

    // The new page marks its entry as current.
    await h.toggle.click();
    await expect(h.link(nav.ranking)).toHaveAttribute('aria-current', 'page');
  });
}

test('aria-current="page" marks the current page in the open menu, main and meta navigation', async ({ page }) => {
  const nav = messages['de-CH'].nav;
  const h = header(page, 'de-CH');
  for (const key of ['jury', 'downloads'] as const) {
    await page.goto(routeFor(key, 'de-CH').url);
    await waitForHydration(page);
    await h.toggle.click();
    const current = h.root.locator('[aria-current="page"]');
    await expect(current).toHaveCount(1);
    await expect(current).toBeVisible();
    await expect(current).toHaveText(nav[key]);
    await expect(h.link(nav.criteria)).not.toHaveAttribute('aria-current', /.*/);
  }
});
