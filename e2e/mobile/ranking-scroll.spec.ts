import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { localePath, locales, messages, participants, type Locale } from '../support/site';
import { openRanking } from '../support/ranking';

/**
 * The ranking at 390 px scrolls with the page: no box inside it scrolls vertically, so a swipe
 * over the table scrolls the page and the page reaches the last row. The table keeps its 800 px
 * (its minimum width) and scrolls sideways in its box: the overall rank shows beside the company
 * without scrolling, the company column stays at the box's left edge, and a shadow at the right
 * edge (and a hint above) says that more columns follow. A copy of the column heads sticks below
 * the site header while the table passes and follows the sideways scroll; the legend comes
 * before the table; the compare toggles say what they do; the tray never covers a row.
 */
const texts = (locale: Locale) => messages[locale].ranking;
const region = (page: Page, locale: Locale) => page.getByRole('region', { name: texts(locale).regionLabel });
const stickyHead = (page: Page) => page.locator('main [data-sticky-head]');
const bodyRows = (page: Page) => page.locator('main table tbody tr[data-ref]');

/** The box of the n-th cell (1-based, in the markup's order) of the first row, relative to the viewport. */
const cellBox = (page: Page, n: number) =>
  page.locator(`main table tbody tr[data-ref] > :nth-child(${n})`).first().boundingBox();

/**
 * Scrolls the page (not a box) until the element's `edge` sits `at` px below the line: the
 * viewport's top, or with `belowHeader` the site header's bottom edge. Blocks of rows off screen
 * are laid out at an estimated height (content-visibility), so the first scroll may land beside
 * the mark once the blocks on screen take their real height: it scrolls again, at most a few
 * times, each after the browser has laid out and painted.
 */
async function scrollUntil(
  locator: Locator,
  { edge, at, belowHeader = false }: { edge: 'top' | 'bottom'; at: number; belowHeader?: boolean },
): Promise<void> {
  for (let i = 0; i < 6; i += 1) {
    const off = await locator.evaluate(
      (el, mark) => {
        const line = mark.belowHeader
          ? document.querySelector('header.site-header')!.getBoundingClientRect().bottom
          : 0;
        return el.getBoundingClientRect()[mark.edge] - line - mark.at;
      },
      { edge, at, belowHeader },
    );
    if (Math.abs(off) < 1) return;
    await locator.evaluate((_, by) => window.scrollBy({ top: by, behavior: 'instant' }), off);
    await locator.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  }
}

/** Scrolls the page so that the table's top sits `offset` px above the viewport's top. */
const scrollTableTo = (page: Page, locale: Locale, offset: number) =>
  scrollUntil(region(page, locale), { edge: 'top', at: -offset });

/** Scrolls the page so that `remaining` px of the table are left below the site header's bottom edge. */
const scrollTableEndTo = (page: Page, locale: Locale, remaining: number) =>
  scrollUntil(region(page, locale), { edge: 'bottom', at: remaining, belowHeader: true });

const isInViewport = (locator: Locator) =>
  locator.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return box.bottom > 0 && box.top < window.innerHeight && el.checkVisibility({ contentVisibilityAuto: true });
  });

const siteHeaderBottom = async (page: Page) => {
  const box = (await page.locator('header.site-header').boundingBox())!;
  return box.y + box.height;
};

/** Elements of the ranking section that scroll vertically on their own. */
const verticalScrollers = (section: Locator) =>
  section.evaluate((root) =>
    [root, ...root.querySelectorAll('*')]
      .filter((el) => {
        const { overflowY } = getComputedStyle(el);
        return (overflowY === 'auto' || overflowY === 'scroll') && el.scrollHeight > el.clientHeight;
      })
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}`),
  );

for (const locale of locales) {
  test(`${locale}: no box scrolls vertically; a swipe over the table scrolls the page, which reaches the last row`, async ({
    page,
  }) => {
    await openRanking(page, localePath(locale, '/rangliste'));
    const section = page.locator('main section').filter({ has: page.locator('table') });
    expect(await verticalScrollers(section)).toEqual([]);
    await expect(bodyRows(page)).toHaveCount(participants.length);

    // A swipe up over the table moves the page, not a box inside it.
    await scrollTableTo(page, locale, 100);
    const before = await page.evaluate(() => window.scrollY);
    const x = (await region(page, locale).boundingBox())!.x + 100;
    await expect(page.locator('main table tbody').first()).toBeInViewport();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y: 600 }] });
    for (let step = 1; step <= 10; step += 1)
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: 600 - step * 40 }] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before + 200);
    expect(await region(page, locale).evaluate((el) => el.scrollTop)).toBe(0);

    // The page scrolls to the last row; nothing between the page and the row scrolled.
    // As a reader does, a screen at a time: the blocks of rows not yet shown are laid out at an
    // estimated height, so a position computed ahead is not where the row will be.
    const last = bodyRows(page).last();
    for (let screen = 0; screen < 60 && !(await isInViewport(last)); screen += 1)
      await page.evaluate(
        () =>
          new Promise((done) => {
            window.scrollBy({ top: window.innerHeight * 0.8, behavior: 'instant' });
            requestAnimationFrame(() => requestAnimationFrame(done));
          }),
      );
    await expect(last).toBeInViewport();
    expect(
      await last.evaluate((tr) => {
        const scrolled: string[] = [];
        for (let el = tr.parentElement; el && el !== document.documentElement; el = el.parentElement)
          if (el.scrollTop !== 0) scrolled.push(el.tagName);
        return scrolled;
      }),
    ).toEqual([]);
    expect(await verticalScrollers(section)).toEqual([]);
  });

  test(`${locale}: the overall rank shows beside the company; the company stays while the table scrolls sideways, and a shadow says more follows`, async ({
    page,
  }) => {
    await openRanking(page, localePath(locale, '/rangliste'));
    const box = region(page, locale);
    await scrollTableTo(page, locale, -200);
    const scroller = (await box.boundingBox())!;
    expect(await box.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeGreaterThan(300);
    expect(await page.locator('main table').evaluate((t) => t.getBoundingClientRect().width)).toBeGreaterThanOrEqual(
      800,
    );
    await expect(page.getByText(texts(locale).swipeHint)).toBeVisible();

    // Without scrolling: the company, then the overall rank (4th in the markup), inside the screen.
    const company = (await cellBox(page, 1))!;
    const overall = (await cellBox(page, 4))!;
    expect(company.x).toBeCloseTo(scroller.x, 0);
    expect(overall.x).toBeGreaterThanOrEqual(company.x + company.width - 1);
    expect(overall.x + overall.width).toBeLessThanOrEqual(Math.min(390, scroller.x + scroller.width) + 1);
    const header = page.getByRole('columnheader', { name: texts(locale).columns.rankOverall });
    const headerBox = (await header.boundingBox())!;
    expect(headerBox.x + headerBox.width).toBeLessThanOrEqual(390);
    const shadow = () =>
      page
        .locator('main table tbody tr[data-ref] > th')
        .first()
        .evaluate((th) => getComputedStyle(th).boxShadow);
    const before = await shadow();
    // The box's background draws the right edge's shadow, fixed to the box (more columns follow).
    const layers = () => box.evaluate((el) => getComputedStyle(el).backgroundAttachment);
    expect(await layers()).toContain('scroll');

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
    // A row under the pointer takes its hover colour across, the company cell too.
    const firstRow = page.locator('main table tbody tr[data-ref]').first();
    await firstRow.locator('th a').hover();
    await expect
      .poll(() => firstRow.evaluate((tr) => getComputedStyle(tr.querySelector('th')!).backgroundColor))
      .toBe(await firstRow.evaluate((tr) => getComputedStyle(tr).backgroundColor));
    expect(await firstRow.evaluate((tr) => getComputedStyle(tr).backgroundColor)).not.toBe(background);
  });

  test(`${locale}: the column heads stick below the site header while the table passes, and follow the sideways scroll`, async ({
    page,
  }) => {
    await openRanking(page, localePath(locale, '/rangliste'));
    const head = stickyHead(page);
    await expect(head).toHaveAttribute('aria-hidden', 'true');
    await expect(head).toBeHidden();

    // The table's top just in view: the table's own head shows, the copy does not.
    await scrollTableTo(page, locale, -300);
    await expect(head).toBeHidden();

    // Past the table's top: the copy shows right below the site header, which does not cover it.
    await scrollTableTo(page, locale, 1500);
    await expect(head).toBeVisible();
    const line = await siteHeaderBottom(page);
    await expect.poll(async () => (await head.boundingBox())!.y).toBeCloseTo(line, 0);
    const headBox = (await head.boundingBox())!;
    const elementAtHead = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('[data-sticky-head]') !== null,
      { x: headBox.x + 40, y: headBox.y + headBox.height / 2 },
    );
    expect(elementAtHead).toBe(true);
    for (const column of Object.values(texts(locale).columns)) await expect(head).toContainText(column);

    // Sideways: the copy scrolls with the table, and its company heading stays at the left.
    const box = region(page, locale);
    const companyHead = head.getByText(texts(locale).columns.company);
    const companyX = (await companyHead.boundingBox())!.x;
    await box.evaluate((el) => el.scrollTo({ left: 250, behavior: 'instant' }));
    await expect.poll(() => box.evaluate((el) => el.scrollLeft)).toBe(250);
    await expect.poll(() => head.evaluate((el) => el.scrollLeft)).toBe(250);
    expect((await companyHead.boundingBox())!.x).toBeCloseTo(companyX, 0);
    // Each heading of the copy stands over its column of rows.
    const vrHead = (await head.getByText(texts(locale).columns.rankVR).boundingBox())!;
    const vrCell = (await cellBox(page, 2))!;
    expect(vrHead.x).toBeCloseTo(vrCell.x, 0);
    await box.evaluate((el) => el.scrollTo({ left: el.scrollWidth, behavior: 'instant' }));
    await expect
      .poll(async () => (await head.evaluate((el) => el.scrollLeft)) - (await box.evaluate((el) => el.scrollLeft)))
      .toBe(0);

    // Near the table's end: gone with less than 200 px of the table left, back with more.
    await scrollTableEndTo(page, locale, 150);
    await expect(head).toBeHidden();
    await scrollTableEndTo(page, locale, 260);
    await expect(head).toBeVisible();
    await scrollTableEndTo(page, locale, -100);
    await expect(head).toBeHidden();
  });

  test(`${locale}: the legend comes before the table; the compare toggles say what they do`, async ({ page }) => {
    await openRanking(page, localePath(locale, '/rangliste'));
    const legend = page.getByRole('list', { name: texts(locale).legendLabel });
    const table = page.locator('main table');
    expect(
      await legend.evaluate(
        (ul, t) => Boolean(ul.compareDocumentPosition(t!) & Node.DOCUMENT_POSITION_FOLLOWING),
        await table.elementHandle(),
      ),
    ).toBe(true);
    const legendBox = (await legend.boundingBox())!;
    expect(legendBox.y + legendBox.height).toBeLessThanOrEqual((await table.boundingBox())!.y);
    // Compact: two or three lines of small text at 390 px, not a block.
    expect(legendBox.height).toBeLessThan(100);

    const firstRef = await bodyRows(page).first().getAttribute('data-ref');
    const first = participants.find((p) => p.ref === firstRef);
    const toggle = page.getByRole('button', {
      name: texts(locale).compare.toggle.replace('{name}', first!.company),
      exact: true,
    });
    await expect(toggle).toBeVisible();
    // Its name holds the word for comparing (the label wide screens show beside the box).
    expect((await toggle.getAttribute('aria-label'))!.toLowerCase()).toContain(
      texts(locale).compare.link.toLowerCase(),
    );
    expect((await toggle.textContent())!.trim()).toBe('');
    // On a phone the box shows the compare sign, which the legend explains.
    await expect(legend.getByText(texts(locale).legendCompare)).toBeVisible();
  });

  test(`${locale}: the tray never covers a row when a search leaves few`, async ({ page }) => {
    await openRanking(page, localePath(locale, '/rangliste'));
    // A search for the whole name of the first two companies of the default order.
    const [a, b] = (await bodyRows(page).evaluateAll((trs) => trs.slice(0, 2).map((tr) => tr.getAttribute('data-ref'))))
      .map((ref) => participants.find((p) => p.ref === ref)!)
      .map((p) => p.company);
    const search = page.getByRole('searchbox', { name: texts(locale).searchLabel });
    for (const company of [a!, b!]) {
      await search.fill(company);
      await page
        .getByRole('button', { name: texts(locale).compare.toggle.replace('{name}', company), exact: true })
        .click();
    }
    const shown = page.locator('main table tbody tr[data-ref]:not([hidden])');
    const count = await shown.count();
    expect(count).toBeGreaterThanOrEqual(1);
    expect(count).toBeLessThanOrEqual(3);
    const tray = page.getByRole('complementary', { name: texts(locale).compare.title });
    await expect(tray).toBeVisible();

    // At every point from the top of the page to its end, the tray and the rows do not overlap.
    const overlaps = await tray.evaluate((aside) => {
      const found: string[] = [];
      const rows = [...document.querySelectorAll('main table tbody tr[data-ref]:not([hidden])')];
      for (let y = 0; y <= document.documentElement.scrollHeight; y += 100) {
        window.scrollTo({ top: y, behavior: 'instant' });
        const box = aside.getBoundingClientRect();
        for (const tr of rows) {
          const row = tr.getBoundingClientRect();
          if (row.bottom > box.top + 0.5 && row.top < box.bottom - 0.5)
            found.push(`page at ${window.scrollY}: a row at ${row.top}–${row.bottom}, the tray at ${box.top}`);
        }
      }
      return found;
    });
    expect(overlaps).toEqual([]);
    // Scrolled to the end: the tray below the last row.
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    const lastRow = (await shown.last().boundingBox())!;
    expect((await tray.boundingBox())!.y).toBeGreaterThanOrEqual(lastRow.y + lastRow.height);
  });
}
