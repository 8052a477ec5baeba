import { expectNoSeriousViolations } from './support/axe';
import { expectSampleDataBand } from './support/sample-data';
import { expect, test, waitForHydration } from './support/test';
import { localePath, locales, messages, navKeys, otherLocale, participantRefs, routeCases } from './support/site';

/**
 * Every route of the spec's table in both locales, as a first visit loads it: status, <html lang>,
 * title, header colour, hreflang alternates, aria-current in the navigation, the sample data band,
 * the cookie banner, no console errors (fixture), and no serious or critical axe violation. The
 * feature specs run axe only on the states they reach (a dialog open, a search without results,
 * an archived page).
 */
for (const route of routeCases) {
  test(`${route.url} (${route.key}, ${route.locale})`, async ({ page, consoleGuard }) => {
    if (route.key === 'notFound') consoleGuard.allowNotFound(route.url);
    // axe walks every one of the ranking's ~200 rows, the table of honour's as many, and the company
    // index's thousand links (on its page and below the search): give it room on a busy machine.
    if (['ranking', 'companies', 'search', 'honour'].includes(route.key)) test.slow();
    const response = await page.goto(route.url);
    expect(response, 'a response for the document').not.toBeNull();
    const status = response?.status();
    if (route.key === 'notFound') {
      // The bundled server answers the not-found pages with 404 even when asked for by name;
      // 200 would be acceptable too. Unknown paths are covered in not-found.spec.ts.
      expect([200, 404]).toContain(status);
    } else {
      expect(status).toBe(200);
    }
    await expect(page).toHaveURL((url) => url.pathname === route.url);
    await expect(page.locator('html')).toHaveAttribute('lang', route.locale);
    await expect(page).toHaveTitle(route.title);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
    await expect(page.locator('header.site-header')).toHaveAttribute('data-colour', route.colour);

    // The page in each language; the Atom feeds' links (with a type) are not the page.
    const alternates = await page
      .locator('head link[rel="alternate"][hreflang]:not([type])')
      .evaluateAll((links) =>
        links.map((l) => `${l.getAttribute('hreflang')} ${new URL((l as HTMLLinkElement).href).pathname}`),
      );
    expect(alternates.sort(), 'hreflang alternates').toEqual(
      [
        `de-CH ${localePath('de-CH', route.neutral)}`,
        `en-GB ${localePath('en-GB', route.neutral)}`,
        `x-default ${localePath('de-CH', route.neutral)}`,
      ].sort(),
    );
    const canonical = await page.locator('head link[rel="canonical"]').getAttribute('href');
    expect(canonical && new URL(canonical).pathname, 'canonical URL').toBe(route.url);

    // The language switch leads to the same page in the other language (also without JavaScript).
    const target = otherLocale(route.locale);
    const languageSwitch = page.locator('header').getByRole('link', { name: messages[route.locale].language.switchTo });
    await expect(languageSwitch).toHaveAttribute('href', localePath(target, route.neutral));
    await expect(languageSwitch).toHaveAttribute('hreflang', target);

    // aria-current="page" marks this page's entry in the header navigation, and only that one.
    const current = page.locator('header [aria-current="page"]');
    if (navKeys.includes(route.key)) {
      await expect(current).toHaveCount(1);
      await expect(current).toHaveText(messages[route.locale].nav[route.key]);
    } else {
      await expect(current).toHaveCount(0);
    }
    await expectSampleDataBand(page, route.locale);

    // Hydration problems are logged only once React takes over; the fixture then sees them.
    await waitForHydration(page);
    // The cookie banner is part of a first visit; axe checks it with the page.
    await expect(page.getByRole('region', { name: messages[route.locale].cookieBanner.label })).toBeVisible();
    await expectNoSeriousViolations(page, route.url);
  });
}

test('every participant of content/ranking.json has a page in both locales', async ({ request }) => {
  // Some 400 requests one after another: room for a busy machine.
  test.slow();
  expect(participantRefs.length).toBeGreaterThan(0);
  for (const locale of locales) {
    for (const ref of participantRefs) {
      const url = localePath(locale, `/teilnehmer/${ref}`);
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      expect(await response.text(), url).toContain(`<html lang="${locale}"`);
    }
  }
});
