import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, waitForHydration } from './support/test';

/**
 * The router payload lives in a file beside each page (pipeline/postbuild/flight-payload.ts): the
 * page hydrates from it, client-side navigation and history still work, and when the file cannot
 * be fetched the page stays as the server rendered it, without an error. The loader adds Next's
 * scripts and fetches the payload only after the first contentful paint.
 */
const outDir = path.resolve(process.env.E2E_OUT_DIR || 'out');

const marked = (page: Page) => page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument);

test('the page carries no inline payload, fetches its file once and hydrates from it', async ({ page }) => {
  const html = fs.readFileSync(path.join(outDir, 'teilnehmer/sika.html'), 'utf8');
  expect(html).not.toContain('self.__next_f');
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).toContain('data-flight="/teilnehmer/sika.flight.json"');
  const payloads: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.flight.json')) payloads.push(new URL(request.url()).pathname);
  });
  await page.goto('/teilnehmer/sika');
  await waitForHydration(page);
  expect(payloads).toEqual(['/teilnehmer/sika.flight.json']);
});

for (const [pageFile, url] of [
  ['teilnehmer/sika.html', '/teilnehmer/sika'],
  ['rangliste.html', '/rangliste'],
] as const) {
  test(`on ${url}, Next's scripts and the payload load after the first contentful paint`, async ({ page }) => {
    const chunkScript = /<script src="\/_next\/static\/chunks\/[^"]+\.js" async="">/;
    expect(fs.readFileSync(path.join(outDir, pageFile), 'utf8')).not.toMatch(chunkScript);

    await page.goto(url);
    await waitForHydration(page);
    const { paint, starts } = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      starts: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/_next\/static\/chunks\/[^/]+\.js$|\.flight\.json$/.test(entry.name))
        .map((entry) => entry.startTime),
    }));
    expect(paint).toBeGreaterThan(0);
    expect(starts.length).toBeGreaterThan(3);
    for (const start of starts) expect(start).toBeGreaterThanOrEqual(paint);
  });
}

test('client-side navigation, back and forward stay in one document', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const homeHeading = await page.locator('h1').first().textContent();
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));

  await page.locator('.site-header nav a[href="/kriterien"]').first().click();
  await expect(page).toHaveURL(/\/kriterien$/);
  await expect(page.locator('h1').first()).not.toHaveText(homeHeading ?? '');
  const criteriaHeading = await page.locator('h1').first().textContent();
  expect(await marked(page)).toBe(true);

  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('h1').first()).toHaveText(homeHeading ?? '');
  await page.goForward();
  await expect(page).toHaveURL(/\/kriterien$/);
  await expect(page.locator('h1').first()).toHaveText(criteriaHeading ?? '');
  expect(await marked(page)).toBe(true);
});

test('without its payload the page stays as the server rendered it', async ({ page, consoleGuard }) => {
  consoleGuard.allowNotFound('/rangliste.flight.json');
  await page.route('**/rangliste.flight.json', (route) => route.fulfill({ status: 404, body: '' }));
  await page.goto('/rangliste');
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.locator('table tbody tr').first()).toBeVisible();
  // Give the runtime every chance to start: the chunks are loaded, the payload never comes.
  await page.waitForLoadState('load');
  await page.waitForTimeout(1000);
  const hydrated = await page.evaluate(() => {
    const island = document.querySelector('.language-switch');
    return island !== null && Object.keys(island).some((key) => key.startsWith('__reactProps$'));
  });
  expect(hydrated).toBe(false);
});
