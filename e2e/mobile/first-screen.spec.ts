import { expect, test } from '../support/test';
import { expectHomeLeadsWithResults, expectOnFirstScreen, rowsOnFirstScreen } from '../support/first-screen';
import { skipIntro } from '../support/intro';
import { lastArchivedYear } from '../support/editions';
import { currentYear, localePath, locales } from '../support/site';

/**
 * At 390 × 844 the ranking's first row is on the first screen under its compact head, and the
 * home page's first screen holds the overall winner and the two ways into the results. With the
 * sample-data band, as in this content.
 */
const archived = lastArchivedYear ?? currentYear;

test.beforeEach(async ({ page }) => {
  await skipIntro(page);
});

for (const path of ['/rangliste', '/en/rangliste', `/${archived}/rangliste`]) {
  test(`${path}: the first row of the ranking on the first screen`, async ({ page }) => {
    await page.goto(path);
    const { firstTop, firstBottom } = await rowsOnFirstScreen(page);
    expect(firstTop, 'the first row starts below the page head').toBeGreaterThan(0);
    expect(firstBottom, 'the first row ends inside 844 px').toBeLessThanOrEqual(844);
    await expectOnFirstScreen(page, page.getByRole('heading', { level: 1 }), 'title');
  });
}

for (const locale of locales) {
  test(`${localePath(locale, '/')}: the overall winner and the ways into the results on the first screen`, async ({
    page,
  }) => {
    await page.goto(localePath(locale, '/'));
    await expectHomeLeadsWithResults(page, locale);
  });
}
