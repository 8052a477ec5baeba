import type { Page } from '@playwright/test';
import { expect } from './test';
import { messages, sampleData, type Locale } from './site';

/**
 * While content/site.json says the data is sample data, the page says so in a band above the
 * header: the notice's text, not dismissable, covering nothing (the header and the page follow
 * it). Without sample data there is no band.
 */
export async function expectSampleDataBand(page: Page, locale: Locale): Promise<void> {
  const texts = messages[locale].site.sampleDataNotice;
  const notice = page.getByRole('complementary', { name: texts.label });
  if (!sampleData) {
    await expect(notice).toHaveCount(0);
    return;
  }
  await expect(notice).toBeVisible();
  await expect(notice).toHaveText(`${texts.label} ${texts.text}`);
  await expect(notice.getByRole('button')).toHaveCount(0);
  const band = await notice.boundingBox();
  const header = await page.locator('header.site-header').boundingBox();
  const main = await page.locator('main').boundingBox();
  expect(band && header && main, 'the band, the header and main are laid out').toBeTruthy();
  if (!band || !header || !main) return;
  // In the flow above the header: nothing of the page lies under it.
  expect(band.y).toBe(0);
  expect(band.y + band.height).toBeLessThanOrEqual(header.y + 0.5);
  expect(band.y + band.height).toBeLessThanOrEqual(main.y);
}
