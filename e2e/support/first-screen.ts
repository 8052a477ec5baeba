import type { Locator, Page } from '@playwright/test';
import { expect } from './test';
import { edition, shownName } from './editions';
import { currentYear, editionTexts, localePath, messages, translator, type Locale } from './site';

/**
 * What a reader sees on a page's first screen, before scrolling: the page's data pages open on
 * their data, and the home page leads with the result. Shared by the desktop and phone specs.
 * Expected names and texts come from content/, never from the pages' code.
 */

/** The rows of the ranking table whose box lies wholly inside the window, at the top of the page. */
export async function rowsOnFirstScreen(
  page: Page,
): Promise<{ inside: number; firstTop: number; firstBottom: number }> {
  await page.evaluate(() => document.fonts.ready);
  return page.evaluate(() => {
    const height = window.innerHeight;
    const boxes = [...document.querySelectorAll<HTMLTableRowElement>('main table tbody tr')]
      .filter((row) => !row.hidden)
      .map((row) => row.getBoundingClientRect())
      .filter((box) => box.height > 0);
    return {
      inside: boxes.filter((box) => box.top >= 0 && box.bottom <= height).length,
      firstTop: boxes[0]?.top ?? Infinity,
      firstBottom: boxes[0]?.bottom ?? Infinity,
    };
  });
}

/** `a` comes before `b` in the document. */
async function isBefore(a: Locator, b: Locator): Promise<boolean> {
  const other = await b.elementHandle();
  return a.evaluate(
    (el, node) => Boolean(node && el.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING),
    other,
  );
}

/** The element lies wholly inside the window without scrolling (the page is at its top). */
export async function expectOnFirstScreen(page: Page, locator: Locator, what: string): Promise<void> {
  await expect(locator, what).toBeVisible();
  const box = await locator.boundingBox();
  const viewport = page.viewportSize();
  expect(box, what).not.toBeNull();
  expect(viewport).not.toBeNull();
  if (!box || !viewport) return;
  const where = `${what}: ${JSON.stringify(box)} in ${viewport.width} × ${viewport.height}`;
  expect(box.x >= 0 && box.y >= 0, where).toBe(true);
  expect(box.x + box.width <= viewport.width && box.y + box.height <= viewport.height, where).toBe(true);
}

/** The current edition's overall winner, from its awards.json and ranking.json. */
export function overallWinner() {
  const current = edition(currentYear);
  const ref = current.awards.winnerCategories.find((category) => category.key === 'overall')?.winners[0];
  const row = current.rows.find((r) => r.ref === ref);
  if (!ref || !row) throw new Error('the current edition names no overall winner');
  return { ref, name: shownName(row) };
}

/**
 * The home page's first screen: the overall winner's category, cover, place and name (one link
 * to its page), and the two ways into the ranking and the winners. `linksOnFirstScreen: false`
 * only asks for the two links right after the winner (a phone without JavaScript, whose header
 * lists the navigation open, among it the ranking and the winners).
 */
export async function expectHomeLeadsWithResults(
  page: Page,
  locale: Locale,
  { linksOnFirstScreen = true }: { linksOnFirstScreen?: boolean } = {},
): Promise<void> {
  const t = messages[locale];
  const winner = overallWinner();
  const hero = page.locator('main section.page-intro');
  const category = editionTexts(locale).awards.categories.overall.title;
  await expectOnFirstScreen(page, hero.getByRole('heading', { level: 2, name: category, exact: true }), 'category');

  const link = hero.getByRole('link', { name: new RegExp(winner.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
  await expect(link).toHaveCount(1);
  expect(new URL((await link.getAttribute('href')) ?? '', page.url()).pathname).toBe(
    localePath(locale, `/teilnehmer/${winner.ref}`),
  );
  await expectOnFirstScreen(page, link.getByText(winner.name, { exact: true }), 'winner name');

  const cover = link.locator('img');
  await expect(cover).toHaveAttribute('src', new RegExp(`/participants/${currentYear}/${winner.ref}\\.`));
  await expect
    .poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
      message: 'the cover loads',
    })
    .toBe(true);
  await expectOnFirstScreen(page, cover, 'cover');

  // The place: the number large, its words for screen readers.
  await expectOnFirstScreen(page, link.getByText('1', { exact: true }), 'place');
  await expect(link).toContainText(translator(locale)('awardsPage.place', { place: 1 }));

  for (const [label, path] of [
    [t.awardsPage.toRanking, '/rangliste'],
    [t.awardsPage.toWinners, '/gewinner'],
  ] as const) {
    const button = hero.getByRole('link', { name: label });
    await expect(button).toHaveAttribute('href', localePath(locale, path));
    if (linksOnFirstScreen) await expectOnFirstScreen(page, button, label);
    else expect(await isBefore(cover, button), `${label} follows the winner`).toBe(true);
  }
}
