import { expectNoSeriousViolations } from './support/axe';
import { expect, test } from './support/test';

/**
 * The accessibility check itself. Every route runs it as loaded (routes.spec.ts); the feature
 * specs run it on the states they reach.
 */
test('the check fails on a serious violation, naming the rule and the element', async ({ page }) => {
  await page.setContent(
    '<!doctype html><html lang="de"><head><title>Probe</title></head><body><main><h1>Probe</h1><button id="nameless"></button></main></body></html>',
  );
  await expect(expectNoSeriousViolations(page, 'probe')).rejects.toThrow(/critical button-name[\s\S]*#nameless/);
});
