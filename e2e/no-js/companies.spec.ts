import { expect, test } from '../support/test';
import { expectedCompanyEntries, shownCompanyEntries } from '../support/companies';
import { localePath, locales, messages } from '../support/site';
import { expectNothingCovers, open, phone } from './support';

/**
 * Without JavaScript the company index is all there: every entry and every year link is in the
 * static HTML, and the letters jump by plain anchors.
 */
for (const locale of locales) {
  const path = localePath(locale, '/unternehmen');
  const expected = expectedCompanyEntries(locale);

  test(`${path}: the whole index without JavaScript`, async ({ page }) => {
    await open(page, path);
    const shown = await shownCompanyEntries(page);
    expect(shown.map((e) => e.name).sort()).toEqual(expected.map((e) => e.name).sort());
    expect(shown.flatMap((e) => e.years.map((y) => y.href)).sort()).toEqual(
      expected.flatMap((e) => e.years.map(([, href]) => href)).sort(),
    );
    await expectNothingCovers(page);

    const nav = page.getByRole('navigation', { name: messages[locale].companies.letters });
    const letter = shown.at(-1)!.letter;
    await nav.getByRole('link', { name: letter, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`#letter-${letter.toLowerCase()}$`));
    await expect(page.getByRole('heading', { level: 2, name: letter, exact: true })).toBeInViewport();
  });

  test(`${path}: nothing covers the index on a phone without JavaScript`, async ({ page }) => {
    await page.setViewportSize(phone);
    await open(page, path);
    await expectNothingCovers(page);
  });
}
