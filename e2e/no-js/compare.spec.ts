import { expect, test } from '../support/test';
import { compareUrl, overallWinners, texts } from '../support/compare';
import { localePath, locales, messages } from '../support/site';
import { expectNothingCovers, open, widths } from './support';

/**
 * The comparison without JavaScript: it cannot work, so the page says why and leads to the
 * ranking, which reads without it; the loading line meant for a browser with JavaScript does
 * not show.
 */
for (const locale of locales) {
  for (const { name, viewport } of widths) {
    test(`the comparison explains that it needs JavaScript and leads to the ranking (${locale}, ${name})`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await open(
        page,
        compareUrl(
          locale,
          overallWinners.map((r) => r.ref),
        ),
      );
      const t = texts(locale);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages[locale].pages.compare.intro.pageTitle);
      await expect(page.getByText(t.fallback.text)).toBeVisible();
      await expect(page.getByText(t.loading)).toBeHidden();
      await expect(page.locator('main table')).toHaveCount(0);
      await expectNothingCovers(page);
      await page.getByRole('link', { name: t.fallback.toRanking }).click();
      await expect(page).toHaveURL(localePath(locale, '/rangliste'));
    });
  }
}

test('the participant page’s link to the comparison is a plain link', async ({ page }) => {
  const company = overallWinners[0]!;
  await open(page, `/teilnehmer/${company.ref}`);
  await page.getByRole('link', { name: texts('de-CH').participantLink }).click();
  await expect(page).toHaveURL(compareUrl('de-CH', [company.ref]));
  await expect(page.getByText(texts('de-CH').fallback.text)).toBeVisible();
});
