import { expect, test } from '../support/test';
import { locales, messages } from '../support/site';
import {
  expectedSections,
  expectJumpLinksReachSections,
  expectResultOnFirstScreen,
  headCases,
  onThisPage,
} from '../support/participant-head';

/**
 * On a 390 × 844 phone a company's page opens with its result: the name, its awards and the three
 * rank circles on the first screen, with the sample-data band, the header (and an archived
 * edition's notice) above them; the "on this page" links follow the head and reach their sections.
 */
for (const c of headCases) {
  for (const locale of locales) {
    const path = c.path(locale);

    test(`${path}: name, awards and ranks on the first screen`, async ({ page }) => {
      await page.goto(path);
      await expectResultOnFirstScreen(page, c, locale);
      // The winner categories come after the result, not before it.
      const nav = page.getByRole('navigation', { name: messages[locale].participant.categoryNav.label });
      const title = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
      expect((await nav.boundingBox())!.y).toBeGreaterThan(title.y);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });

    test(`${path}: the "on this page" links reach their sections`, async ({ page }) => {
      await page.goto(path);
      await expect(onThisPage(page, locale)).toBeVisible();
      await expectJumpLinksReachSections(page, locale, expectedSections(c, locale));
    });
  }
}
