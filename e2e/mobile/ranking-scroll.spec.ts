import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { localePath, locales, messages } from '../support/site';

/**
 * The ranking at 390 px keeps its 800 px table (spec section 9) in a box that scrolls sideways:
 * the overall rank shows beside the company without scrolling, and the company column stays at
 * the box's left edge, with a shadow at its edge, while the other ranks scroll under it.
 */
const region = (page: Page, locale: (typeof locales)[number]) =>
  page.getByRole('region', { name: messages[locale].ranking.regionLabel });

/** The box of the n-th cell (1-based, in the markup's order) of the first row, relative to the viewport. */
const cellBox = (page: Page, n: number) =>
  page.locator(`main table tbody tr[data-ref] > :nth-child(${n})`).first().boundingBox();

for (const locale of locales) {
  test(`${locale}: the overall rank shows beside the company; the company stays while the table scrolls`, async ({
    page,
  }) => {
    await page.goto(localePath(locale, '/rangliste'));
    const box = region(page, locale);
    await box.scrollIntoViewIfNeeded();
    const scroller = (await box.boundingBox())!;
    expect(await box.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeGreaterThan(300);
    expect(await page.locator('main table').evaluate((t) => t.getBoundingClientRect().width)).toBeGreaterThanOrEqual(
      800,
    );

    // Without scrolling: the company, then the overall rank (4th in the markup), inside the screen.
    const company = (await cellBox(page, 1))!;
    const overall = (await cellBox(page, 4))!;
    expect(company.x).toBeCloseTo(scroller.x, 0);
    expect(overall.x).toBeGreaterThanOrEqual(company.x + company.width - 1);
    expect(overall.x + overall.width).toBeLessThanOrEqual(Math.min(390, scroller.x + scroller.width) + 1);
    const header = page.getByRole('columnheader', { name: messages[locale].ranking.columns.rankOverall });
    const headerBox = (await header.boundingBox())!;
    expect(headerBox.x + headerBox.width).toBeLessThanOrEqual(390);
    const shadow = () =>
      page
        .locator('main table tbody tr[data-ref] > th')
        .first()
        .evaluate((th) => getComputedStyle(th).boxShadow);
    const before = await shadow();

    // Scrolled sideways: the company cell keeps its place and covers what slides under it.
    await box.evaluate((el) => el.scrollTo({ left: 320, behavior: 'instant' }));
    await expect.poll(() => box.evaluate((el) => el.scrollLeft)).toBeGreaterThan(300);
    const scrolledCompany = (await cellBox(page, 1))!;
    expect(scrolledCompany.x).toBeCloseTo(company.x, 0);
    expect((await cellBox(page, 2))!.x).toBeLessThan(company.x + company.width);
    const background = await page
      .locator('main table tbody tr[data-ref] > th')
      .first()
      .evaluate((th) => getComputedStyle(th).backgroundColor);
    expect(background).not.toBe('rgba(0, 0, 0, 0)');
    await expect.poll(shadow).not.toBe(before);
  });
}
