import { expect, test } from '../support/test';
import { localePath, locales, messages, sampleData } from '../support/site';

/**
 * At 390 px the sample data notice wraps within the screen, stays a modest band above the header
 * and scrolls away with the page, so it never covers content.
 */
for (const locale of locales) {
  test(`${sampleData ? 'the sample data notice fits the phone' : 'no sample data notice'} (${locale})`, async ({
    page,
  }) => {
    await page.goto(localePath(locale, '/'));
    const notice = page.getByRole('complementary', { name: messages[locale].site.sampleDataNotice.label });
    if (!sampleData) {
      await expect(notice).toHaveCount(0);
      return;
    }
    await expect(notice).toBeVisible();
    const box = await notice.boundingBox();
    expect(box).not.toBeNull();
    if (!box) return;
    expect(box.width).toBeLessThanOrEqual(390);
    expect(box.height).toBeLessThan(844 / 5);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.mouse.wheel(0, 600);
    await expect(notice).not.toBeInViewport();
  });
}
