import type { Page, Route } from '@playwright/test';
import { expect, test } from './support/test';

/**
 * The web font's swap moves no line: while Hanken Grotesk is held back (as on a slow network,
 * with no help from its preload), the page is set in a metric-matched local fallback
 * (components/shell/font-stack.css); when the font arrives, every heading, paragraph and list
 * item in the main content keeps its place, height and line count (within 1 px; a navigation list's
 * rows, fixed in height, keep their place and height).
 *
 * The fallback matches Hanken's width on average, not glyph for glyph: a paragraph whose last
 * word barely fits can still break one word differently. On /datenschutz one long paragraph does
 * (at 1440 and 390 px, with Liberation Sans); that page is kept here as a known failure, so that
 * a better match shows.
 */
const PAGES = ['/en/ueber-uns', '/teilnehmer/sika', '/datenschutz'];
const KNOWN_TO_MOVE = new Set(['/datenschutz']);
const WIDTHS = [1440, 390];
const TEXT = 'main h1, main h2, main h3, main p, main li';

interface Box {
  text: string;
  top: number;
  height: number;
  lines: number;
  /** Inside a navigation list, whose rows are fixed in height (the participant's category band). */
  inNav: boolean;
}

/** Where each block of text sits and how many lines it takes (its line boxes' rows). */
function textBoxes(page: Page): Promise<Box[]> {
  return page.evaluate((selector) => {
    return [...document.querySelectorAll<HTMLElement>(selector)]
      .filter((el) => el.offsetParent !== null && el.textContent?.trim())
      .map((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        const rows = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.bottom)));
        const box = el.getBoundingClientRect();
        return {
          text: (el.textContent ?? '').trim().slice(0, 40),
          top: box.top + window.scrollY,
          height: box.height,
          lines: rows.size,
          inNav: el.closest('nav') !== null,
        };
      });
  }, TEXT);
}

/** Hanken Grotesk's files are held until `release` is called. */
async function holdFonts(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/_next\/static\/media\/.*\.woff2$/, (route) =>
    released ? route.continue() : void held.push(route),
  );
  return async () => {
    released = true;
    await Promise.all(held.map((route) => route.continue()));
  };
}

const familyLoaded = (page: Page, pattern: string) =>
  page.evaluate(
    (source) =>
      [...document.fonts].some(
        (face) => new RegExp(source).test(face.family.replace(/["']/g, '')) && face.status === 'loaded',
      ),
    pattern,
  );

for (const path of PAGES)
  for (const width of WIDTHS)
    test(`${path} at ${width} px: the web font replaces its fallback without moving a line`, async ({ page }) => {
      test.fail(KNOWN_TO_MOVE.has(path), 'one paragraph breaks differently in the fallback');
      await page.setViewportSize({ width, height: 900 });
      const release = await holdFonts(page);
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(await familyLoaded(page, '^Hanken Grotesk$'), 'the web font is still held back').toBe(false);
      const fallback = await page.evaluate(
        () =>
          [...document.fonts]
            .map((face) => ({ family: face.family.replace(/["']/g, ''), status: face.status }))
            .find((face) => face.family.startsWith('Hanken Fallback') && face.status === 'loaded')?.family,
      );
      expect(fallback, 'a metric-matched local fallback sets the text').toBeTruthy();
      test.info().annotations.push({ type: 'fallback', description: fallback });
      const before = await textBoxes(page);
      expect(before.length).toBeGreaterThan(3);

      await page.evaluate(() => {
        const w = window as unknown as { __shift: number };
        w.__shift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) w.__shift += entry.value;
        }).observe({ type: 'layout-shift' });
      });
      await release();
      await expect.poll(() => familyLoaded(page, '^Hanken Grotesk$')).toBe(true);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const after = await textBoxes(page);

      expect(after.map((b) => b.text)).toEqual(before.map((b) => b.text));
      for (const [i, box] of after.entries()) {
        const was = before[i] as Box;
        // A winner's name in the category band may wrap at another word in the fallback; its row keeps
        // its height (two lines at most, in a row taller than both), so only its place is checked.
        if (!box.inNav) expect(box.lines, `lines of «${box.text}»`).toBe(was.lines);
        expect(Math.abs(box.height - was.height), `height of «${box.text}»`).toBeLessThanOrEqual(1);
        expect(Math.abs(box.top - was.top), `top of «${box.text}»`).toBeLessThanOrEqual(1);
      }
      // Reported, not asserted: what moves besides the text checked above (header, images) is not the font's.
      const shift = await page.evaluate(() => (window as unknown as { __shift: number }).__shift);
      test.info().annotations.push({ type: 'layout shift at the swap', description: shift.toFixed(5) });
    });
