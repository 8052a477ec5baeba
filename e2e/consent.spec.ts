import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './support/test';
import { messages, routeFor, type Locale } from './support/site';
import { observeTracking, pageviews, readDataLayer, type TrackingLog } from './support/tracking';

/**
 * Cookie consent (spec section 4): localStorage allowCookies. Unset: the banner shows. Accept
 * stores '1', hides the banner and starts Google Tag Manager with a pageview per navigation.
 * Decline stores '0'. At start, '1' tracks without a banner; any other value neither shows the
 * banner nor tracks. The build must carry NEXT_PUBLIC_GTM_ID=GTM-E2ETEST.
 */
const GTM_ID = 'GTM-E2ETEST';

test.beforeAll(async ({ request }) => {
  // The id reaches the consent island through the router payload, a file of its own beside the page.
  const payload = await (await request.get('/index.flight.json')).text();
  expect(payload.includes(GTM_ID), `the served build must be made with NEXT_PUBLIC_GTM_ID=${GTM_ID}`).toBe(true);
});

const banner = (page: Page, locale: Locale) => page.getByRole('region', { name: messages[locale].cookieBanner.label });
const stored = (page: Page) => page.evaluate(() => localStorage.getItem('allowCookies'));

/** Records which localStorage keys the page reads, so a test knows the consent check has run. */
async function recordStorageReads(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const reads: string[] = [];
    (window as unknown as { __storageReads: string[] }).__storageReads = reads;
    const getItem = Storage.prototype.getItem;
    Storage.prototype.getItem = function (this: Storage, key: string) {
      reads.push(key);
      return getItem.call(this, key);
    };
  });
}

/** The consent check has run and whatever it decided has been rendered and requested. */
async function consentSettled(page: Page): Promise<void> {
  await waitForHydration(page);
  await expect
    // Read twice: by the pre-paint script that shows the banner, then by the island.
    .poll(
      () =>
        page.evaluate(
          () =>
            (window as unknown as { __storageReads?: string[] }).__storageReads?.filter((key) => key === 'allowCookies')
              .length ?? 0,
        ),
      {
        message: 'the page and the island read allowCookies',
      },
    )
    .toBeGreaterThanOrEqual(2);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.waitForLoadState('networkidle');
}

function expectNoTracking(log: TrackingLog): void {
  expect(log.tracking(), 'requests to tracking hosts').toEqual([]);
  expect(log.gtm, 'tag manager requests').toEqual([]);
}

async function expectTrackingStarted(page: Page, log: TrackingLog): Promise<void> {
  await expect.poll(() => log.gtm.length, { message: 'the tag manager script was requested' }).toBe(1);
  const gtm = new URL(log.gtm[0] ?? '');
  expect(gtm.hostname).toBe('www.googletagmanager.com');
  expect(gtm.searchParams.get('id'), 'built with NEXT_PUBLIC_GTM_ID=GTM-E2ETEST').toBe(GTM_ID);
  await expect.poll(() => pageviews(page), { message: 'a pageview with the page URL' }).toContain(page.url());
}

/** Client-side navigation through a header link; proves the document was not reloaded. */
async function navigateInApp(page: Page, locale: Locale, to: 'ranking' | 'jury'): Promise<string> {
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  const target = routeFor(to, locale);
  await page.locator('header').getByRole('link', { name: messages[locale].nav[to], exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === target.url);
  await expect(page).toHaveTitle(target.title);
  expect(
    await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    'client-side navigation',
  ).toBe(true);
  return page.url();
}

for (const locale of ['de-CH', 'en-GB'] as const) {
  test(`unset: the banner shows, nothing is tracked before Accept; Accept starts tracking (${locale})`, async ({
    page,
  }) => {
    const log = await observeTracking(page);
    await recordStorageReads(page);
    const home = routeFor('home', locale);
    await page.goto(home.url);
    await expect(banner(page, locale)).toBeVisible();
    await expect(banner(page, locale).getByRole('heading')).toHaveText(messages[locale].cookieBanner.title);
    await consentSettled(page);

    // Before consent: not a single request to a tracking host, no data layer, and the same after
    // an in-app navigation.
    expect(log.all.length, 'requests were recorded').toBeGreaterThan(0);
    expectNoTracking(log);
    expect(await readDataLayer(page)).toBeNull();
    await navigateInApp(page, locale, 'jury');
    await expect(banner(page, locale)).toBeVisible();
    await page.waitForLoadState('networkidle');
    expectNoTracking(log);
    expect(await stored(page)).toBeNull();

    await banner(page, locale).getByRole('button', { name: messages[locale].cookieBanner.accept }).click();
    await expect(banner(page, locale)).toHaveCount(0);
    expect(await stored(page)).toBe('1');
    await expectTrackingStarted(page, log);

    // Each navigation end reports a pageview with the new URL; the script is not loaded again.
    const next = await navigateInApp(page, locale, 'ranking');
    await expect
      .poll(() => pageviews(page))
      .toEqual([routeFor('jury', locale).url, next].map((u) => new URL(u, page.url()).href));
    expect(log.gtm).toHaveLength(1);
  });
}

test('Decline stores 0, hides the banner and tracks nothing, now and on later visits', async ({ page }) => {
  const log = await observeTracking(page);
  await recordStorageReads(page);
  await page.goto('/kriterien');
  await banner(page, 'de-CH').getByRole('button', { name: messages['de-CH'].cookieBanner.decline }).click();
  await expect(banner(page, 'de-CH')).toHaveCount(0);
  expect(await stored(page)).toBe('0');
  await page.waitForLoadState('networkidle');
  expectNoTracking(log);

  await navigateInApp(page, 'de-CH', 'ranking');
  await page.reload();
  await consentSettled(page);
  await expect(banner(page, 'de-CH')).toHaveCount(0);
  await navigateInApp(page, 'de-CH', 'jury');
  await page.waitForLoadState('networkidle');
  expectNoTracking(log);
  expect(await readDataLayer(page)).toBeNull();
  expect(await stored(page)).toBe('0');
});

test("'1' at start: no banner, tracking starts with a pageview", async ({ page }) => {
  const log = await observeTracking(page);
  await page.addInitScript(() => localStorage.setItem('allowCookies', '1'));
  await page.goto('/en/gewinner');
  await expectTrackingStarted(page, log);
  await expect(banner(page, 'en-GB')).toHaveCount(0);
  const next = await navigateInApp(page, 'en-GB', 'jury');
  await expect.poll(() => pageviews(page)).toContain(next);
});

for (const junk of ['yes', 'true', '', '1 ']) {
  test(`junk value ${JSON.stringify(junk)}: no banner, no tracking`, async ({ page }) => {
    const log = await observeTracking(page);
    await recordStorageReads(page);
    await page.addInitScript((value) => localStorage.setItem('allowCookies', value), junk);
    await page.goto('/');
    await consentSettled(page);
    await expect(banner(page, 'de-CH')).toHaveCount(0);
    expectNoTracking(log);
    expect(await readDataLayer(page)).toBeNull();
    expect(await stored(page)).toBe(junk);
  });
}
