import type { Browser } from '@playwright/test';
import type { CheckResult } from './types';

/**
 * Scrolling the ranking table into view must not fetch the router payloads of hundreds of row
 * links (next/link prefetches every link that enters the viewport unless told not to). Counts
 * the requests for RSC payloads (.txt segment files in a static export, or ?_rsc=) after the
 * load settles, then while the page scrolls through the whole table.
 */
export const MAX_PAYLOADS_WHILE_SCROLLING = 20;

const isPayload = (url: string) => /\.txt(\?|$)|[?&]_rsc=/.test(url);

export async function checkRowLinks(browser: Browser, url: string): Promise<CheckResult> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('allowCookies', '0'));
  let payloads = 0;
  page.on('request', (request) => {
    if (isPayload(request.url())) payloads += 1;
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const atLoad = payloads;
  const rows = await page.locator('tbody[data-block] tr[data-ref]').count();
  await page.locator('table').first().scrollIntoViewIfNeeded();
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 600) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
    await page.waitForTimeout(60);
  }
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.waitForTimeout(1000);
  const whileScrolling = payloads - atLoad;
  await context.close();
  return {
    name: `scrolling the ranking (${rows} rows) fetches ≤ ${MAX_PAYLOADS_WHILE_SCROLLING} router payloads`,
    pass: whileScrolling <= MAX_PAYLOADS_WHILE_SCROLLING,
    detail: `${whileScrolling} payload requests while scrolling; ${atLoad} at load before scrolling`,
  };
}
