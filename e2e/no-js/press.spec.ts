import { expect, test } from '../support/test';
import { currentYear, editionTexts, localePath, locales, messages } from '../support/site';
import { expectNothingCovers, open, phone } from './support';

/**
 * Without JavaScript the press room is all there, and on a phone the release, the figures and
 * the contact are each one tap away from the list at the top.
 */
for (const locale of locales) {
  const path = localePath(locale, '/presse');
  const { press } = messages[locale];

  test(`${path}: release, fact sheet and contact without JavaScript, on a phone`, async ({ page }) => {
    await page.setViewportSize(phone);
    await open(page, path);
    await expectNothingCovers(page);
    const release = editionTexts(locale, currentYear).pages.press.release;
    await expect(page.getByRole('heading', { level: 2, name: release.title })).toBeVisible();
    const nav = page.getByRole('navigation', { name: press.onThisPage });
    for (const [name, target] of [
      [press.factSheet.title, 'facts'],
      [press.contactTitle, 'contact'],
    ] as const) {
      await nav.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`#${target}$`));
      await expect(page.locator(`#${target}`)).toBeInViewport();
    }
    await expect(page.getByRole('link', { name: press.contact.phone })).toBeInViewport();
  });
}
