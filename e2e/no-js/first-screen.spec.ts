import { expect, test } from '../support/test';
import { expectHomeLeadsWithResults, expectOnFirstScreen, rowsOnFirstScreen } from '../support/first-screen';
import { editionTexts, localePath, locales } from '../support/site';
import { open, widths } from './support';

/**
 * Without JavaScript the compact heads and the home page's results are the same HTML: the
 * ranking's head and rows show at once, the rest of its intro follows the table, and the home
 * page leads with the overall winner and the two ways in, at both widths. On a phone the header
 * lists its navigation open without JavaScript, so the two buttons come right after the winner,
 * just below the first screen.
 */
for (const { name, viewport } of widths) {
  test.describe(`${name} (${viewport.width} px)`, () => {
    test.use({ viewport });

    for (const locale of locales) {
      test(`home leads with the result (${locale})`, async ({ page }) => {
        await open(page, localePath(locale, '/'));
        await expectHomeLeadsWithResults(page, locale, { linksOnFirstScreen: name === 'desktop' });
      });

      test(`the ranking opens on its rows, its intro whole (${locale})`, async ({ page }) => {
        await open(page, localePath(locale, '/rangliste'));
        const intro = editionTexts(locale).pages.ranking.intro;
        await expectOnFirstScreen(page, page.getByRole('heading', { level: 1, name: intro.pageTitle }), 'title');
        const { firstBottom } = await rowsOnFirstScreen(page);
        expect(firstBottom).toBeLessThanOrEqual(viewport.height);
        const text = (await page.locator('main').innerText()).replace(/\s+/g, ' ');
        const plain = (intro.leftIntro ?? '')
          .replace(/<[^>]+>/g, '')
          .replace(/\s+/g, ' ')
          .trim();
        for (const sentence of plain.split(/(?<=[.!?])\s+/)) expect(text).toContain(sentence);
      });
    }
  });
}
