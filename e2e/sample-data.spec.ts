import { expect, test } from './support/test';
import { localePath, locales, messages, routeFor, sampleData } from './support/site';

/**
 * While content/site.json says the data is sample data, every page says so in a band above the
 * header: in both languages, not dismissable, covering nothing (the header and the page follow
 * it). Without sample data there is no band. Phones and pages without JavaScript: see
 * e2e/mobile/ and e2e/no-js/.
 */
const paths = ['/', '/rangliste', routeFor('participant', 'de-CH').neutral, '/kriterien', '/no-such-page'];

for (const locale of locales) {
  const texts = messages[locale].site.sampleDataNotice;
  for (const neutral of paths) {
    const url = localePath(locale, neutral);
    test(`${url}: ${sampleData ? 'says the data is sample data' : 'shows no sample data notice'}`, async ({
      page,
      consoleGuard,
    }) => {
      if (neutral === '/no-such-page') consoleGuard.allowNotFound(url);
      await page.goto(url);
      const notice = page.getByRole('complementary', { name: texts.label });
      if (!sampleData) {
        await expect(notice).toHaveCount(0);
        return;
      }
      await expect(notice).toBeVisible();
      await expect(notice).toHaveText(`${texts.label} ${texts.text}`);
      await expect(notice.getByRole('button')).toHaveCount(0);
      const band = await notice.boundingBox();
      const header = await page.locator('header.site-header').boundingBox();
      const main = await page.locator('main').boundingBox();
      expect(band && header && main).toBeTruthy();
      if (!band || !header || !main) return;
      // In the flow above the header: nothing of the page lies under it.
      expect(band.y).toBe(0);
      expect(band.y + band.height).toBeLessThanOrEqual(header.y + 0.5);
      expect(band.y + band.height).toBeLessThanOrEqual(main.y);
    });
  }
}
