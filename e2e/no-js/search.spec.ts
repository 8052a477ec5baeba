import { expect, test } from '../support/test';
import { localePath, locales, messages } from '../support/site';
import { expectNothingCovers, open, widths } from './support';

/**
 * The search without JavaScript: the header's field and the search page's form are plain GET
 * forms to the search page, which says that full-text search needs JavaScript and lists every
 * company below (the list itself: no-js/companies.spec.ts).
 */
for (const locale of locales) {
  const t = messages[locale].search;
  for (const { name, viewport } of widths) {
    test(`the search page explains what works without JavaScript (${locale}, ${name})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await open(page, `${localePath(locale, '/suche')}?q=Bericht&kind=text`);
      await expect(page.getByText(t.noScript)).toBeVisible();
      await expect(page.getByText(t.results.hint)).toBeHidden();
      const form = page.getByRole('main').getByRole('search');
      await expect(form).toHaveAttribute('method', 'get');
      await expect(form).toHaveAttribute('action', localePath(locale, '/suche'));
      await expect(page.getByRole('heading', { name: t.companies })).toBeVisible();
      await expectNothingCovers(page);
    });
  }

  test(`the header's field sends its words to the search page without JavaScript (${locale})`, async ({ page }) => {
    await open(page, localePath(locale, '/jury'));
    await page.getByRole('banner').getByLabel(t.header.label, { exact: true }).first().click();
    const field = page.getByRole('banner').getByRole('searchbox', { name: t.header.label });
    await field.fill('Swisscom');
    await field.press('Enter');
    await expect(page).toHaveURL(`${localePath(locale, '/suche')}?q=Swisscom`);
    await expect(page.getByText(t.noScript)).toBeVisible();
  });
}
