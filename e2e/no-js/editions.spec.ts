import { expect, test } from '../support/test';
import { edition, expectedHistory, lastArchivedYear } from '../support/editions';
import { currentYear, localePath, locales, messages } from '../support/site';
import { open } from './support';

/**
 * Without JavaScript the archive, an archived edition's pages and the history section are all
 * there: they are server-rendered HTML, and the history chart is an inline SVG.
 */
const winner = edition(currentYear).awards.winnerCategories[0]!.winners[0]!;

for (const locale of locales) {
  test(`the archive and the history work without JavaScript (${locale})`, async ({ page }) => {
    await open(page, localePath(locale, '/archiv'));
    await expect(page.locator('main article h2').first()).toBeVisible();

    await open(page, localePath(locale, `/teilnehmer/${winner}`));
    const history = page.locator('main section[aria-labelledby="history-title"]');
    await expect(history.locator('table tbody tr')).toHaveCount(expectedHistory(winner).length);
    if (expectedHistory(winner).filter((row) => row.kind === 'took-part').length > 1) {
      await expect(history.locator('svg').first()).toBeAttached();
    }

    if (lastArchivedYear !== undefined) {
      await open(page, localePath(locale, `/${lastArchivedYear}/rangliste`));
      await expect(
        page.getByRole('complementary', { name: messages[locale].editions.archivedNotice.label }),
      ).toBeVisible();
      await expect(page.locator('main tbody tr:has(th)')).toHaveCount(edition(lastArchivedYear).rows.length);
    }
  });
}
