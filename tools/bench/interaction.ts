import type { Browser, Page } from '@playwright/test';
import { max, median } from './stats';
import type { InteractionFigures, InteractionSample } from './types';

/**
 * How fast the ranking table answers: a keystroke in the search box and a click on a sort
 * button, from the input to the next paint, read from the Event Timing API (entries of type
 * `event`, durationThreshold 16 ms: an interaction without an entry took less than 16 ms and
 * counts as 16). Also measured: when the rows show the result (the table's aria-busy back to
 * false, one frame later), since the rows render at lower priority than the input itself.
 * Desktop viewport, no CPU throttling.
 */
declare global {
  interface Window {
    __benchEvents: { id: number; start: number; duration: number; processingStart: number; processingEnd: number }[];
    __benchInputAt: number;
  }
}

const SEARCH = 'bank';
const THRESHOLD_MS = 16;

async function settle(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const table = document.querySelector('table[aria-busy]');
        const check = () => {
          if (!table || table.getAttribute('aria-busy') === 'false')
            requestAnimationFrame(() => resolve(performance.now() - window.__benchInputAt));
          else requestAnimationFrame(check);
        };
        check();
      }),
  );
}

async function sample(page: Page, act: () => Promise<void>): Promise<InteractionSample> {
  await page.evaluate(() => {
    window.__benchEvents.length = 0;
    window.__benchInputAt = 0;
  });
  await act();
  const settledMs = await settle(page);
  // Event Timing entries arrive after the paint they measure.
  await page.waitForTimeout(400);
  const entries = await page.evaluate(() =>
    window.__benchEvents.filter((e) => e.id > 0 && e.start >= window.__benchInputAt - 1),
  );
  const longest = entries.sort((a, b) => b.duration - a.duration)[0];
  await page.waitForTimeout(200);
  if (!longest) return { durationMs: THRESHOLD_MS, inputDelayMs: 0, processingMs: 0, settledMs };
  return {
    durationMs: longest.duration,
    inputDelayMs: longest.processingStart - longest.start,
    processingMs: longest.processingEnd - longest.processingStart,
    settledMs,
  };
}

const summary = (samples: InteractionSample[]) => ({
  medianMs: median(samples.map((s) => s.durationMs)) ?? NaN,
  maxMs: max(samples.map((s) => s.durationMs)) ?? NaN,
  settledMedianMs: median(samples.map((s) => s.settledMs)) ?? NaN,
  samples,
});

export async function measureRankingInteraction(browser: Browser, url: string): Promise<InteractionFigures> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  // tsx (esbuild) wraps named functions in __name(…), which the page does not have.
  await page.addInitScript('globalThis.__name = globalThis.__name || ((f) => f);');
  await page.addInitScript((threshold: number) => {
    localStorage.setItem('allowCookies', '0');
    window.__benchEvents = [];
    window.__benchInputAt = 0;
    const mark = (event: Event) => {
      if (!window.__benchInputAt) window.__benchInputAt = event.timeStamp;
    };
    for (const type of ['keydown', 'pointerdown']) addEventListener(type, mark, { capture: true });
    new PerformanceObserver((list) => {
      // interactionId is missing from TypeScript's DOM types.
      for (const e of list.getEntries() as (PerformanceEventTiming & { interactionId: number })[]) {
        window.__benchEvents.push({
          id: e.interactionId,
          start: e.startTime,
          duration: e.duration,
          processingStart: e.processingStart,
          processingEnd: e.processingEnd,
        });
      }
    }).observe({ type: 'event', durationThreshold: threshold, buffered: true } as PerformanceObserverInit);
  }, THRESHOLD_MS);
  await page.goto(url, { waitUntil: 'networkidle' });
  const search = page.getByRole('searchbox');
  await search.click();
  await page.waitForTimeout(500);
  const rows = await page.locator('tbody[data-block] tr[data-ref]').count();

  const keystroke: InteractionSample[] = [];
  for (const key of [...SEARCH, ...Array<string>(SEARCH.length).fill('Backspace')]) {
    keystroke.push(await sample(page, () => page.keyboard.press(key)));
  }
  const sort: InteractionSample[] = [];
  const buttons = page.locator('thead button');
  for (const index of [1, 2, 3, 1, 0]) {
    sort.push(await sample(page, () => buttons.nth(index).click()));
  }
  await context.close();
  return { rows, keystroke: summary(keystroke), sort: summary(sort) };
}
