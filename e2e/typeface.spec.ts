import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { refWithGap } from './support/editions';
import { openParticipant, participantUrl } from './support/participants';
import { localePath, messages } from './support/site';

/**
 * One typeface family (design brief; docs/behaviour.md, "Typeface"): the jury's laudatio is drawn
 * in the site's Hanken Grotesk like every other text, never in a serif the system happens to
 * have; the family's italic face, not preloaded, is downloaded only by a page that sets text in
 * italic (a skipped year in a participant's history), never by one that does not (the ranking).
 * The face really drawn comes from Chromium (DevTools protocol, CSS.getPlatformFontsForNode).
 */
const ITALIC_FILE = /\/_next\/static\/media\/[^/]*italic[^/]*\.woff2$/;

/** The fonts Chromium draws the element's text with: family names and whether each is a web font. */
async function drawnFonts(page: Page, selector: string): Promise<{ familyName: string; isCustomFont: boolean }[]> {
  await page.evaluate(() => document.fonts.ready);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  expect(nodeId, selector).toBeGreaterThan(0);
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts;
}

/** Every web font file the page requests from now on. */
function fontRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.woff2')) urls.push(request.url());
  });
  return urls;
}

test('the laudatio is drawn in Hanken Grotesk, as the page around it', async ({ page }) => {
  await openParticipant(page, participantUrl('de-CH', 'sika'));
  const text = 'section[aria-labelledby="laudatio-title"] .rich-text p';
  await expect(page.locator(text).first()).toBeVisible();
  const fonts = await drawnFonts(page, text);
  expect(fonts.length).toBeGreaterThan(0);
  expect(fonts.map((font) => font.familyName)).toEqual(fonts.map(() => 'Hanken Grotesk'));
  expect(fonts.every((font) => font.isCustomFont)).toBe(true);
  const family = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((el) => getComputedStyle(el).fontFamily);
  expect(await family(text)).toBe(await family('body'));
});

test('the italic face is downloaded only where text is set in italic', async ({ page }) => {
  const requests = fontRequests(page);
  await page.goto(localePath('de-CH', '/rangliste'));
  await page.evaluate(() => document.fonts.ready);
  await page.waitForLoadState('networkidle');
  expect(
    requests.some((url) => /normal/.test(url)),
    'the upright face loads',
  ).toBe(true);
  expect(requests.filter((url) => ITALIC_FILE.test(url))).toEqual([]);

  expect(refWithGap, 'a participant with a skipped year').toBeDefined();
  requests.length = 0;
  await openParticipant(page, participantUrl('de-CH', refWithGap ?? ''));
  const gap = page.getByText(messages['de-CH'].editions.history.gap, { exact: true }).first();
  await gap.scrollIntoViewIfNeeded();
  await expect(gap).toHaveCSS('font-style', 'italic');
  await expect.poll(() => requests.filter((url) => ITALIC_FILE.test(url)).length).toBe(1);
  const fonts = await page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].filter((f) => f.style === 'italic' && f.status === 'loaded').map((f) => f.family);
  });
  expect(fonts.map((family) => family.replace(/["']/g, ''))).toContain('Hanken Grotesk');
});
