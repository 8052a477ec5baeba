import type { Browser, BrowserContext, BrowserContextOptions, Page } from '@playwright/test';
import { SEARCH_BUNDLE_FOLDER as BUNDLE_FOLDER } from '../../pipeline/search/bundle';
import { timingSummary, type SearchQuery } from './search';
import type { SearchFetch, SearchQueryFetch, SearchTimingSample, SearchTimings } from './types';

/**
 * The search page in the browser: what a first and a second query fetch from the index, and how
 * long the results take after the last keystroke on a slowed phone. The search island
 * (components/search/) marks its results section with data-search-state ("done" once results
 * show), data-search-query (the words they are for) and aria-busy while a newer search runs.
 */
declare global {
  interface Window {
    /** The event time of the last keydown, on the page's clock. */
    __benchKeyAt: number;
    /** Resolves with the time the results for the awaited words were shown, a frame later. */
    __benchShown: Promise<number> | undefined;
  }
}

const RESULTS = 'section[data-search-state]';
/** The island's field, in the page's main (the header's own search field is outside it). */
const FIELD = 'main input[type="search"]';
const PHONE: BrowserContextOptions = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};
const CPU_SLOWDOWN = 4;
/** How long no request to the index may be pending before its fetching counts as finished. */
const QUIET_MS = 500;

const searchPath = (locale: SearchQuery['locale']) => (locale === 'de-CH' ? '/suche' : '/en/suche');

/** The requests to /pagefind/ of a context, in the page and in Pagefind's worker, as they finish. */
function bundleRequests(context: BrowserContext) {
  const finished: string[] = [];
  let pending = 0;
  let lastChange = Date.now();
  const isBundle = (url: string) => new URL(url).pathname.startsWith(`/${BUNDLE_FOLDER}/`);
  context.on('request', (request) => {
    if (!isBundle(request.url())) return;
    pending += 1;
    lastChange = Date.now();
  });
  const settle = () => {
    pending -= 1;
    lastChange = Date.now();
  };
  context.on('requestfailed', (request) => {
    if (isBundle(request.url())) settle();
  });
  context.on('requestfinished', (request) => {
    if (!isBundle(request.url())) return;
    settle();
    finished.push(new URL(request.url()).pathname);
  });
  return {
    /** Waits until no request to the index was pending for QUIET_MS (at most 30 s). */
    async quiet(page: Page): Promise<void> {
      const deadline = Date.now() + 30_000;
      while (Date.now() < deadline && (pending > 0 || Date.now() - lastChange < QUIET_MS))
        await page.waitForTimeout(100);
    },
    /** The paths fetched since the last call. */
    take: (): string[] => finished.splice(0),
  };
}

/** Sets up the page's marks: the last keydown's time. */
async function prepare(page: Page): Promise<void> {
  // tsx (esbuild) wraps named functions in __name(…), which the page does not have.
  await page.addInitScript('globalThis.__name = globalThis.__name || ((f) => f);');
  await page.addInitScript(() => {
    localStorage.setItem('allowCookies', '0');
    window.__benchKeyAt = 0;
    addEventListener('keydown', (event) => (window.__benchKeyAt = event.timeStamp), { capture: true });
  });
}

/** Arms the wait for the results of `q`: done for those words, not busy, and a frame later. */
async function armShown(page: Page, q: string): Promise<void> {
  await page.evaluate(
    ({ selector, words }) => {
      window.__benchShown = new Promise<number>((resolve) => {
        const section = document.querySelector(selector);
        if (!section) throw new Error(`no ${selector} on the page`);
        const shown = () =>
          section.getAttribute('data-search-state') === 'done' &&
          section.getAttribute('data-search-query') === words &&
          !section.hasAttribute('aria-busy');
        const observer = new MutationObserver(() => {
          if (!shown()) return;
          observer.disconnect();
          requestAnimationFrame(() => resolve(performance.now()));
        });
        observer.observe(section, { attributes: true });
      });
    },
    { selector: RESULTS, words: q },
  );
}

/** Types `q` into the empty field and waits for its results (at most 30 s): ms from the last keystroke. */
async function search(page: Page, q: string): Promise<number> {
  await armShown(page, q);
  await page.keyboard.type(q);
  const shownAt = await page.evaluate(
    ({ selector }) =>
      Promise.race([
        window.__benchShown,
        new Promise<number>((_, reject) =>
          setTimeout(() => {
            const section = document.querySelector(selector);
            const state = ['data-search-state', 'data-search-query', 'aria-busy']
              .map((name) => `${name}=${section?.getAttribute(name) ?? '(none)'}`)
              .join(', ');
            reject(new Error(`no results within 30 s (${state})`));
          }, 30_000),
        ),
      ]) as Promise<number>,
    { selector: RESULTS },
  );
  const keyAt = await page.evaluate(() => window.__benchKeyAt);
  return shownAt - keyAt;
}

/** Empties the field and waits until the island is idle again. */
async function clear(page: Page): Promise<void> {
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await page.waitForSelector(`${RESULTS}[data-search-state="idle"]`, { timeout: 30_000 });
}

const results = (page: Page) =>
  page.evaluate((selector) => document.querySelectorAll(`${selector} ol > li`).length, RESULTS);

/** Loads the search page and focuses its field, which loads the index's script. */
async function openSearchPage(page: Page, origin: string, locale: SearchQuery['locale']): Promise<void> {
  await page.goto(origin + searchPath(locale), { waitUntil: 'networkidle' });
  await page.locator(FIELD).focus();
}

/**
 * Per language, in a fresh context (empty cache): the search page loaded, its field focused, a
 * first query typed and its results awaited; then a second query in the same page. Counts every
 * request to /pagefind/, the worker's too, each with `served(path)`: its body's bytes as the
 * server sends it. Chrome's own counts do not serve: over HTTP/2 they hold about half a kilobyte
 * of framing and headers per file, and it reports none for the worker's script.
 */
export async function measureSearchFetches(
  browser: Browser,
  origin: string,
  pairs: readonly { locale: SearchQuery['locale']; first: string; second: string }[],
  served: (path: string) => number | undefined,
): Promise<SearchFetch[]> {
  const fetches: SearchFetch[] = [];
  for (const { locale, first, second } of pairs) {
    const context = await browser.newContext({ ...PHONE, ignoreHTTPSErrors: true });
    try {
      const requests = bundleRequests(context);
      const page = await context.newPage();
      await prepare(page);
      await page.goto(origin + searchPath(locale), { waitUntil: 'networkidle' });
      const before = requests.take();
      if (before.length) throw new Error(`the search page fetched ${before[0]} before its field was focused`);
      await page.locator(FIELD).focus();
      const record = async (query: string): Promise<SearchQueryFetch> => {
        await search(page, query);
        await requests.quiet(page);
        const files = requests.take().map((path) => {
          const bytes = served(path);
          if (bytes === undefined) throw new Error(`${path} is no file of the search bundle`);
          return { path, bytes };
        });
        return { query, bytes: files.reduce((sum, f) => sum + f.bytes, 0), files };
      };
      const firstFetch = await record(first);
      await clear(page);
      const secondFetch = await record(second);
      fetches.push({ locale, first: firstFetch, second: secondFetch });
    } finally {
      await context.close();
    }
  }
  return fetches;
}

/**
 * The time from the last keystroke until the results show, less the island's pause, for every
 * query: at 412 px with 4× CPU slowdown, per language one page whose index's script was loaded
 * first (the field focused, its requests finished), the field emptied between queries.
 * `worker: false` takes Worker away before the page loads, so that Pagefind searches on the main
 * thread, which Chrome slows down (it cannot slow down a worker).
 */
export async function measureSearchTimings(
  browser: Browser,
  origin: string,
  queries: readonly SearchQuery[],
  options: { debounceMs: number; worker: boolean; label: string },
): Promise<SearchTimings> {
  const samples: SearchTimingSample[] = [];
  for (const locale of ['de-CH', 'en-GB'] as const) {
    const mine = queries.filter((q) => q.locale === locale);
    if (!mine.length) continue;
    const context = await browser.newContext({ ...PHONE, ignoreHTTPSErrors: true });
    try {
      const requests = bundleRequests(context);
      const page = await context.newPage();
      await prepare(page);
      if (!options.worker) await page.addInitScript(() => Reflect.deleteProperty(globalThis, 'Worker'));
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      await openSearchPage(page, origin, locale);
      await requests.quiet(page);
      for (const { q } of mine) {
        const ms = await search(page, q);
        samples.push({ locale, query: q, ms: ms - options.debounceMs, results: await results(page) });
        await requests.quiet(page);
        await clear(page);
      }
    } finally {
      await context.close();
    }
  }
  return {
    label: options.label,
    worker: options.worker,
    viewport: PHONE.viewport ?? { width: 412, height: 823 },
    cpuSlowdown: CPU_SLOWDOWN,
    debounceMs: options.debounceMs,
    ...timingSummary(samples),
    samples,
  };
}
