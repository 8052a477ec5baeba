import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './support/test';
import { messages, routeFor } from './support/site';

/**
 * Scroll-to-top (spec sections 2, 9): the footer button shows after more than 400 px of scroll
 * and brings the page back to the top; every navigation starts at the top of the new page.
 * A short viewport keeps the pages comfortably taller than the window.
 */
test.use({ viewport: { width: 1440, height: 600 } });

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

async function scrollTo(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await expect.poll(() => scrollY(page)).toBe(y);
}

for (const locale of ['de-CH', 'en-GB'] as const) {
  test(`the button appears past 400 px and returns to the top (${locale})`, async ({ page }) => {
    const home = routeFor('home', locale);
    await page.goto(home.url);
    await waitForHydration(page);
    const maxScroll = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    expect(maxScroll, 'the page is tall enough for this test').toBeGreaterThan(600);

    const button = page.locator('footer .scroll-top');
    await expect(button).toBeHidden();
    await expect(button).toHaveAttribute('aria-hidden', 'true');
    await expect(button).toHaveAttribute('tabindex', '-1');

    await scrollTo(page, 300);
    await expect(button).toBeHidden();
    await scrollTo(page, 401);
    await expect(button).toBeVisible();
    await scrollTo(page, 400);
    await expect(button).toBeHidden();
    await scrollTo(page, 600);
    await expect(button).toBeVisible();
    await expect(button).toHaveAccessibleName(messages[locale].footer.scrollToTop);
    await expect(button).toHaveAttribute('tabindex', '0');

    await page.getByRole('button', { name: messages[locale].footer.scrollToTop }).click();
    await expect.poll(() => scrollY(page), { message: 'back at the top' }).toBe(0);
    await expect(button).toBeHidden();
    // Keyboard users continue from the top: the skip link has the focus.
    await expect(page.getByRole('link', { name: messages[locale].site.skipToContent })).toBeFocused();
  });
}

test('navigating through header links starts each page at the top', async ({ page }) => {
  const nav = messages['de-CH'].nav;
  await page.goto(routeFor('privacy', 'de-CH').url);
  await waitForHydration(page);
  await scrollTo(page, 900);

  // The logo leads home, a page taller than the window: it must open at the top.
  await page.locator('header').getByRole('link', { name: messages['de-CH'].site.homeLinkLabel }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect.poll(() => scrollY(page)).toBe(0);

  await scrollTo(page, 700);
  await page.locator('header').getByRole('link', { name: nav.criteria, exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === routeFor('criteria', 'de-CH').url);
  await expect(page).toHaveTitle(routeFor('criteria', 'de-CH').title);
  await expect.poll(() => scrollY(page)).toBe(0);
});
