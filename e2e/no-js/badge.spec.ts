import { expect, test } from '../support/test';
import { isRank, participantUrl, rows } from '../support/participants';
import { locales, messages } from '../support/site';
import { open } from './support';

/**
 * Without JavaScript the badge snippet is still there to select and copy by hand, the copy button
 * (which could do nothing) is not shown, and the certificate links are plain links.
 */
const certifiedRanked = rows.find((r) => r.certificate === '*' && isRank(r.rankOverall))!;

for (const locale of locales) {
  test(`the snippet is selectable and the certificates linked without JavaScript (${locale})`, async ({ page }) => {
    await open(page, participantUrl(locale, certifiedRanked.ref));
    const t = messages[locale].badge.box;
    const box = page.getByRole('region', { name: t.title });
    const field = box.getByRole('textbox', { name: t.code });
    await expect(field).toBeVisible();
    expect(await field.inputValue()).toContain(`/badge/${certifiedRanked.ref}.svg`);
    await field.selectText();
    expect(
      await page.evaluate(() => {
        const el = document.activeElement as HTMLTextAreaElement;
        return el.selectionEnd - el.selectionStart === el.value.length;
      }),
    ).toBe(true);
    await expect(box.getByRole('button', { name: t.copy })).toBeHidden();
    await expect(page.locator('[data-certificate] a')).toHaveCount(locales.length);
  });
}
