import { expect, test, waitForHydration } from '../support/test';
import { expectNoSeriousViolations } from '../support/axe';
import { header } from '../support/header';
import { routeFor } from '../support/site';
import type { PageKey } from '../../lib/routes';

/** Accessibility at phone width with the menu open, on pages of each header colour. */
const pages = [
  ['home', 'de-CH'],
  ['ranking', 'de-CH'],
  ['criteria', 'en-GB'],
  ['contact', 'en-GB'],
  ['participant', 'de-CH'],
] as const satisfies readonly (readonly [PageKey, 'de-CH' | 'en-GB'])[];

for (const [key, locale] of pages) {
  const route = routeFor(key, locale);
  test(`axe at 390 px, menu closed and open: ${route.url}`, async ({ page }) => {
    // axe walks every one of the ranking's ~200 rows twice here: give it room on a busy machine.
    if (key === 'ranking') test.slow();
    await page.goto(route.url);
    await waitForHydration(page);
    await expectNoSeriousViolations(page, `${route.url} (menu closed)`);
    const h = header(page, locale);
    await h.toggle.click();
    await expect(h.mainNav).toBeVisible();
    await expectNoSeriousViolations(page, `${route.url} (menu open)`);
  });
}
