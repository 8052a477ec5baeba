import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './support/test';
import { messages, otherLocale, routeFor, sampleParticipant, type Locale } from './support/site';

/**
 * Language switch (spec section 4, issue 2): the header link leads to the same page in the other
 * language, keeps the query string and stores the choice under localStorage currentLanguage;
 * the German home page sends a visitor who chose English to /en.
 */
const switchLink = (page: Page, from: Locale) =>
  page.locator('header').getByRole('link', { name: messages[from].language.switchTo });

const storedLanguage = (page: Page) => page.evaluate(() => localStorage.getItem('currentLanguage'));

const switches: { from: string; to: string; locale: Locale }[] = [
  { from: '/rangliste?q=abc', to: '/en/rangliste?q=abc', locale: 'de-CH' },
  { from: '/en/rangliste?q=abc&dir=DSC&sortBy=rankVR', to: '/rangliste?q=abc&dir=DSC&sortBy=rankVR', locale: 'en-GB' },
  { from: '/', to: '/en', locale: 'de-CH' },
  { from: '/en', to: '/', locale: 'en-GB' },
  {
    from: `/teilnehmer/${sampleParticipant.ref}?category=2`,
    to: `/en/teilnehmer/${sampleParticipant.ref}?category=2`,
    locale: 'de-CH',
  },
  { from: '/en/kriterien', to: '/kriterien', locale: 'en-GB' },
];

for (const { from, to, locale } of switches) {
  test(`switching language on ${from} leads to ${to}`, async ({ page }) => {
    await page.goto(from);
    await waitForHydration(page);
    expect(await storedLanguage(page)).toBeNull();
    const target = otherLocale(locale);
    const link = switchLink(page, locale);
    await expect(link).toHaveAttribute('hreflang', target);
    await link.click();
    await expect(page).toHaveURL((url) => url.pathname + url.search === to);
    await expect(page.locator('html')).toHaveAttribute('lang', target);
    expect(await storedLanguage(page)).toBe(target);
  });
}

test('a stored English choice sends / to /en', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('currentLanguage', 'en-GB'));
  await page.goto('/');
  await expect(page).toHaveURL((url) => url.pathname === '/en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
  await expect(page).toHaveTitle(routeFor('home', 'en-GB').title);
});

test('a stored English choice does not redirect other German pages', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('currentLanguage', 'en-GB'));
  for (const path of ['/rangliste', '/kriterien', `/teilnehmer/${sampleParticipant.ref}`]) {
    await page.goto(path);
    await waitForHydration(page);
    await expect(page).toHaveURL((url) => url.pathname === path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-CH');
  }
});

test('a stored German choice keeps / in German', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('currentLanguage', 'de-CH'));
  await page.goto('/');
  await waitForHydration(page);
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-CH');
});

test('choosing English, then opening / again, lands on /en; choosing German again stays on /', async ({ page }) => {
  await page.goto('/kontakt');
  await waitForHydration(page);
  await switchLink(page, 'de-CH').click();
  await expect(page).toHaveURL((url) => url.pathname === '/en/kontakt');
  await page.goto('/');
  await expect(page).toHaveURL((url) => url.pathname === '/en');
  await waitForHydration(page);
  await switchLink(page, 'en-GB').click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  expect(await storedLanguage(page)).toBe('de-CH');
  await page.reload();
  await waitForHydration(page);
  await expect(page).toHaveURL((url) => url.pathname === '/');
});
