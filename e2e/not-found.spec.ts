import { expect, test, waitForHydration } from './support/test';
import { documentTitle, messages, routes, type Locale } from './support/site';

/**
 * Unknown paths answer HTTP 404 with the not-found page of their language: English under /en/,
 * German everywhere else (spec section 8; the bundled server, scripts/serve.ts).
 */
const cases: { path: string; locale: Locale }[] = [
  { path: '/gibt-es-nicht', locale: 'de-CH' },
  { path: '/rangliste/extra/tief', locale: 'de-CH' },
  { path: '/teilnehmer/unbekannte-firma', locale: 'de-CH' },
  { path: '/english/page', locale: 'de-CH' },
  { path: '/en-gb/rangliste', locale: 'de-CH' },
  { path: '/en/does-not-exist', locale: 'en-GB' },
  { path: '/en/teilnehmer/unknown-company', locale: 'en-GB' },
  { path: '/en/rangliste/extra', locale: 'en-GB' },
];

for (const { path, locale } of cases) {
  test(`${path} answers 404 with the ${locale} not-found page`, async ({ page, consoleGuard }) => {
    consoleGuard.allowNotFound(path);
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    // The address stays; the server answers with the page instead of redirecting.
    await expect(page).toHaveURL((url) => url.pathname === path);
    const m = messages[locale];
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page).toHaveTitle(documentTitle(locale, m.pages.notFound.seo.title));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.pages.notFound.intro.pageTitle);
    await expect(page.locator('header.site-header')).toHaveAttribute('data-colour', routes.notFound.headerColour);
    // The teaser leads on to criteria, jury and partners in the same language.
    const prefix = locale === 'en-GB' ? '/en' : '';
    for (const target of [routes.criteria.path, routes.jury.path, routes.partners.path]) {
      await expect(page.locator(`main a[href="${prefix}${target}"]`).first()).toBeVisible();
    }
    await waitForHydration(page);
  });
}

test('the not-found page works after loading: its links navigate', async ({ page, consoleGuard }) => {
  consoleGuard.allowNotFound('/en/nirgendwo');
  await page.goto('/en/nirgendwo');
  await waitForHydration(page);
  await page.locator('main a[href="/en/jury"]').first().click();
  await expect(page).toHaveURL(/\/en\/jury$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages['en-GB'].pages.jury.intro.pageTitle);
});
