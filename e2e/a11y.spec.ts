import { expect, test, waitForHydration } from './support/test';
import { expectNoSeriousViolations } from './support/axe';
import { messages, routeCases } from './support/site';

/**
 * Accessibility: no serious or critical axe violation on any route in either language (desktop),
 * as loaded. The feature specs run axe on the states only they reach (a dialog open, a search
 * without results, an archived page) and leave the pages as loaded to this one.
 */
for (const route of routeCases) {
  test(`axe: ${route.url}`, async ({ page, consoleGuard }) => {
    if (route.key === 'notFound') consoleGuard.allowNotFound(route.url);
    // axe walks every one of the ranking's ~200 rows, the table of honour's as many, and the company
    // index's thousand links (on its page and below the search): give it room on a busy machine.
    if (['ranking', 'companies', 'search', 'honour'].includes(route.key)) test.slow();
    await page.goto(route.url);
    await waitForHydration(page);
    // The cookie banner is part of a first visit; it is checked with the page.
    await expect(page.getByRole('region', { name: messages[route.locale].cookieBanner.label })).toBeVisible();
    await expectNoSeriousViolations(page, route.url);
  });
}

test('the check itself fails on a serious violation, naming the rule and the element', async ({ page }) => {
  await page.setContent(
    '<!doctype html><html lang="de"><head><title>Probe</title></head><body><main><h1>Probe</h1><button id="nameless"></button></main></body></html>',
  );
  await expect(expectNoSeriousViolations(page, 'probe')).rejects.toThrow(/critical button-name[\s\S]*#nameless/);
});
