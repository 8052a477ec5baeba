import { expect, test } from './support/test';
import { locales, messages } from './support/site';
import {
  expectedSections,
  expectJumpLinksReachSections,
  expectResultOnFirstScreen,
  headCases,
  onThisPage,
} from './support/participant-head';

/**
 * A participant page at 1440 × 900: the result (name, awards, the three ranks) on the first
 * screen, the "on this page" links right after the head, each reaching its section below the
 * sticky header, and the winner categories after the result. The phone: mobile/participant-head.spec.ts.
 */
for (const c of headCases) {
  for (const locale of locales) {
    const path = c.path(locale);

    test(`${path}: the result on the first screen, then the links and the categories`, async ({ page }) => {
      await page.goto(path);
      await expectResultOnFirstScreen(page, c, locale);
      const title = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
      const links = (await onThisPage(page, locale).boundingBox())!;
      const categories = (await page
        .getByRole('navigation', { name: messages[locale].participant.categoryNav.label })
        .boundingBox())!;
      expect(links.y).toBeGreaterThan(title.y);
      expect(categories.y).toBeGreaterThan(links.y);
    });

    test(`${path}: the "on this page" links reach their sections`, async ({ page }) => {
      await page.goto(path);
      await expectJumpLinksReachSections(page, locale, expectedSections(c, locale));
    });
  }
}
