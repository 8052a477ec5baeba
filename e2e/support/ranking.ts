import type { Page } from '@playwright/test';
import { expect } from './test';

/** Opens a ranking page and waits until the table island has hydrated (its search box carries React's props). */
export async function openRanking(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect
    .poll(
      () =>
        page
          .locator('main input[type="search"]')
          .evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactProps$'))),
      { message: 'the ranking table hydrated' },
    )
    .toBe(true);
}
