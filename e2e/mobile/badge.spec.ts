import { expect, test } from '../support/test';
import { expectNoSeriousViolations } from '../support/axe';
import { isRank, openParticipant, participantUrl, rows } from '../support/participants';
import { locales, messages } from '../support/site';

/**
 * The certificate links and the badge box at 390 px: everything inside the screen (the snippet
 * wraps in its field, the badge scales down if it must), and axe clean.
 */
const certifiedRanked = rows.find((r) => r.certificate === '*' && isRank(r.rankOverall))!;

for (const locale of locales) {
  test(`certificate links and badge box fit a phone (${locale})`, async ({ page }) => {
    expect(certifiedRanked, 'a certified, ranked participant').toBeDefined();
    await openParticipant(page, participantUrl(locale, certifiedRanked.ref));
    const width = page.viewportSize()!.width;
    const links = page.locator('[data-certificate] a');
    await expect(links).toHaveCount(locales.length);
    const box = page.getByRole('region', { name: messages[locale].badge.box.title });
    await box.scrollIntoViewIfNeeded();
    for (const part of [
      links.first(),
      links.last(),
      box.getByRole('img'),
      box.getByRole('textbox'),
      box.getByRole('button', { name: messages[locale].badge.box.copy }),
    ]) {
      await expect(part).toBeVisible();
      const rect = (await part.boundingBox())!;
      expect(rect.x).toBeGreaterThanOrEqual(0);
      expect(rect.x + rect.width).toBeLessThanOrEqual(width);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expectNoSeriousViolations(page, `participant page at 390 px (${locale})`);
  });
}
