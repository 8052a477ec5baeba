import { expect, test } from '../support/test';
import { locales } from '../support/site';
import { shownName } from '../support/editions';
import { expectedSections, expectJumpLinksReachSections, headCases, onThisPage } from '../support/participant-head';
import { open, widths } from './support';

/**
 * Without JavaScript a participant page's head (name, the three ranks) renders, and the "on this
 * page" links are plain anchors that reach their sections, on a desktop and on a phone.
 */
for (const c of headCases) {
  for (const locale of locales) {
    for (const { name, viewport } of widths) {
      test(`${c.path(locale)} at ${name} width: the head and the jump links`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await open(page, c.path(locale));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(shownName(c.row));
        for (const key of ['valueReporting', 'design', 'overall'])
          await expect(page.locator(`main [data-circle="${key}"]`)).toBeVisible();
        await expect(onThisPage(page, locale)).toBeVisible();
        await expectJumpLinksReachSections(page, locale, expectedSections(c, locale));
      });
    }
  }
}
