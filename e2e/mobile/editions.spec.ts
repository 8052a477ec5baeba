import { expect, test } from '../support/test';
import { edition, lastArchivedYear } from '../support/editions';
import { currentYear, localePath, locales, messages } from '../support/site';

/**
 * At 390 px the archive stacks its categories, an archived edition's notice wraps within the
 * screen, and the history section (chart and table) of a participant page stays inside the page.
 */
const winner = edition(currentYear).awards.winnerCategories[0]!.winners[0]!;

for (const locale of locales) {
  const paths = [
    localePath(locale, '/archiv'),
    localePath(locale, `/teilnehmer/${winner}`),
    ...(lastArchivedYear === undefined ? [] : [localePath(locale, `/${lastArchivedYear}/rangliste`)]),
  ];
  for (const path of paths) {
    test(`${path} fits the phone`, async ({ page }) => {
      await page.goto(path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      if (path.includes('/teilnehmer/')) {
        const history = page.locator('main section[aria-labelledby="history-title"]');
        await history.scrollIntoViewIfNeeded();
        await expect(
          history.getByRole('heading', { level: 2, name: messages[locale].editions.history.title }),
        ).toBeVisible();
        const box = await history.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
      }
      if (path.includes('/rangliste')) {
        const notice = page.getByRole('complementary', { name: messages[locale].editions.archivedNotice.label });
        const box = await notice.boundingBox();
        expect(box && box.width <= 390).toBe(true);
      }
    });
  }
}
