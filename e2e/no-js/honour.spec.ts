import { expect, test } from '../support/test';
import { expectedHonour, shownHonourRows } from '../support/honour';
import { localePath, locales, messages } from '../support/site';
import { expectNothingCovers, open, phone } from './support';

/**
 * Without JavaScript the table of honour is all there, in its default order: every row in the
 * static HTML, the column heads plain headings (no buttons that could not work), the place
 * column marked as the sorted one.
 */
for (const locale of locales) {
  const path = localePath(locale, '/bestenliste');
  const texts = messages[locale].honour;

  test(`${path}: the whole table in the default order without JavaScript`, async ({ page }) => {
    await open(page, path);
    const expected = expectedHonour(locale);
    expect((await shownHonourRows(page)).map((r) => [r.ref, r.cells[0]])).toEqual(
      expected.map((r) => [r.ref, String(r.place)]),
    );
    await expect(page.getByRole('columnheader', { name: texts.columns.place, exact: true })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(page.locator('main thead button')).toHaveCount(0);
    await expect(page.getByText(texts.sortHint)).toBeHidden();
    await expectNothingCovers(page);
  });

  test(`${path}: nothing covers the table on a phone without JavaScript`, async ({ page }) => {
    await page.setViewportSize(phone);
    await open(page, path);
    await expect(page.getByText(messages[locale].ranking.swipeHint)).toBeVisible();
    await expectNothingCovers(page);
  });
}
