import { expect, test } from '../support/test';
import { localePath, locales, messages } from '../support/site';
import { open } from './support';
import { openDataXlsxPath } from '../../lib/ranking/open-data';

/**
 * Without JavaScript the open data is still there: the ranking's footer links the workbook in
 * the page's language and the CSV, and following the workbook's link downloads it.
 */
for (const locale of locales) {
  test(`the open-data links download without JavaScript (${locale})`, async ({ page }) => {
    const t = messages[locale].ranking.openData;
    await open(page, localePath(locale, '/rangliste'));
    const footer = page.getByRole('complementary', { name: t.title });
    await expect(footer.getByRole('link', { name: t.csv })).toBeVisible();
    const xlsx = footer.getByRole('link', { name: t.xlsx });
    await expect(xlsx).toBeVisible();
    await expect(xlsx).toHaveAttribute('href', openDataXlsxPath('ranking', locale));
    const [download] = await Promise.all([page.waitForEvent('download'), xlsx.click()]);
    expect(download.suggestedFilename()).toBe(openDataXlsxPath('ranking', locale).split('/').pop());
    // A zip archive: the workbook's first bytes.
    const stream = await download.createReadStream();
    const first = await new Promise<Buffer>((resolve, reject) => {
      stream.once('data', (chunk) => resolve(Buffer.from(chunk)));
      stream.once('error', reject);
    });
    expect(first.subarray(0, 2).toString('latin1')).toBe('PK');
  });
}
