import type { Page } from '@playwright/test';
import { expect } from '../support/test';
import { site } from '../support/site';

/**
 * Shared by the specs in e2e/no-js/, which run in the `no-js` project (JavaScript off, desktop
 * 1440 × 900). The phone width, for the specs that check both.
 */
export const phone = { width: 390, height: 844 };
export const widths = [
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
  { name: 'phone', viewport: phone },
] as const;

export const showGalleryLink = site.header.showGalleryLink;

/** Opens a page and checks its status (200 unless told otherwise). */
export async function open(page: Page, url: string, status = 200): Promise<void> {
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(status);
  // The premise of every spec here: the browser really runs no script.
  expect(await page.evaluate(() => matchMedia('(scripting: none)').matches), 'scripting is off').toBe(true);
}

/**
 * What a visitor without JavaScript must never meet on a page: something laid over the content
 * (an intro, a banner, a menu panel), content that waits invisible for a script (opacity 0,
 * visibility hidden), or a page wider than the screen. Checks at the middle of the visible part
 * of <main> and near the bottom of the window, where a banner would sit.
 */
export async function expectNothingCovers(page: Page): Promise<void> {
  const found = await page.evaluate(() => {
    const problems: string[] = [];
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''}`;
    const fixedAncestor = (el: Element | null): Element | null => {
      for (let node = el; node && node !== document.documentElement; node = node.parentElement) {
        if (getComputedStyle(node).position === 'fixed') return node;
      }
      return null;
    };
    const main = document.querySelector('main');
    if (!main) return ['no <main>'];
    const box = main.getBoundingClientRect();
    const top = Math.max(box.top, 0);
    const bottom = Math.min(box.bottom, window.innerHeight);
    if (bottom - top < 100) problems.push(`main shows only ${Math.round(bottom - top)} px in the first screen`);
    const centre = document.elementFromPoint(box.left + box.width / 2, (top + bottom) / 2);
    if (!centre || !main.contains(centre))
      problems.push(`the middle of main is covered by ${centre ? describe(centre) : 'nothing'}`);
    const low = document.elementFromPoint(window.innerWidth / 2, window.innerHeight - 24);
    const fixed = fixedAncestor(low);
    if (fixed) problems.push(`a fixed element lies over the bottom of the window: ${describe(fixed)}`);
    for (const el of document.body.querySelectorAll('*')) {
      if (!el.textContent?.trim() || el.closest('.visually-hidden, [hidden], [aria-hidden="true"]')) continue;
      const style = getComputedStyle(el);
      if (style.display !== 'none' && (style.opacity === '0' || style.visibility === 'hidden'))
        problems.push(`invisible text: ${describe(el)}`);
    }
    if (document.documentElement.scrollWidth > window.innerWidth)
      problems.push(`the page is ${document.documentElement.scrollWidth} px wide in a ${window.innerWidth} px window`);
    return problems;
  });
  expect(found, `nothing covers or hides the content of ${page.url()}`).toEqual([]);
}
