import { expect, test } from '../support/test';
import { localePath, locales, messages, sampleData } from '../support/site';
import { expectNothingCovers, open, widths } from './support';

/** Without JavaScript the sample data notice is in the page all the same, and covers nothing. */
for (const { name, viewport } of widths) {
  for (const locale of locales) {
    test(`${name}: ${sampleData ? 'the sample data notice is there' : 'no sample data notice'} (${locale})`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await open(page, localePath(locale, '/rangliste'));
      const { label, text } = messages[locale].site.sampleDataNotice;
      const notice = page.getByRole('complementary', { name: label });
      if (!sampleData) {
        await expect(notice).toHaveCount(0);
        return;
      }
      await expect(notice).toBeVisible();
      await expect(notice).toContainText(text);
      await expectNothingCovers(page);
    });
  }
}
