import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { INTRO_KEY, INTRO_SUPPRESS_MS, introOverlay, openWithStoppedClock, storedIntroTime } from './support/intro';
import { expect, test, waitForHydration } from './support/test';
import { localePath, locales, messages, type Locale } from './support/site';

/**
 * The home page's intro animation: an overlay draws the sun rising into the logo (inline SVG,
 * CSS animations), fades out over about 0.9 s and is removed; it is suppressed when last shown
 * less than 10 s ago (localStorage introAnimationShown) and under prefers-reduced-motion; the
 * drawing starts only after the load event and loads nothing; it causes no layout shift and
 * leaves the page accessible.
 */
const FADE_MS = 900;
/** The drawing's length (its CSS animations, and then a short rest). */
const ANIMATION_MS = 2_500;
/** How long one showing may take on a busy machine: load, 2.5 s of animation, the fade. */
const SHOWING = { timeout: 15_000 };
const skipHint = (locale: Locale): string => messages[locale].editorial.introAnimation.skip;
/** lottie-web's player, which the intro no longer uses, carries its old name in its code. */
const PLAYER_SIGNATURE = 'bodymovin';

/** Records, from before the first script runs, what happens to the overlay and <html data-intro>. */
async function recordIntro(page: Page) {
  await page.addInitScript(() => {
    const log: { t: number; what: string }[] = [];
    (window as unknown as { __intro: typeof log }).__intro = log;
    const note = (what: string) => log.push({ t: performance.now(), what });
    new MutationObserver((records) => {
      for (const r of records) {
        if (r.type === 'attributes' && r.target === document.documentElement)
          note(`html ${document.documentElement.getAttribute('data-intro')}`);
        else if (r.type === 'attributes') note(`phase ${(r.target as Element).getAttribute('data-intro-overlay')}`);
        r.addedNodes.forEach(
          (n) =>
            n instanceof Element &&
            n.hasAttribute('data-intro-overlay') &&
            note(`phase ${n.getAttribute('data-intro-overlay')}`),
        );
        r.removedNodes.forEach((n) => n instanceof Element && n.hasAttribute('data-intro-overlay') && note('removed'));
      }
    }).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-intro', 'data-intro-overlay'],
    });
  });
}
const introLog = (page: Page) =>
  page.evaluate(() => (window as unknown as { __intro: { t: number; what: string }[] }).__intro);
const steps = async (page: Page) =>
  (await introLog(page)).map((e) => e.what).filter((what, i, all) => what !== all[i - 1]);
/**
 * What a visit without the intro looks like: the overlay's markup arrives hidden (it is static
 * HTML) and the island removes it; <html data-intro> is never set, so it is never shown.
 */
const NOT_SHOWN = ['phase waiting', 'removed'];

/** JavaScript files the page requested, with their start relative to the load event. */
async function scriptTimings(page: Page) {
  return page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((e) => new URL(e.name).pathname.endsWith('.js') || e.name.includes('/animations/'))
      .map((e) => ({
        url: e.name,
        afterLoad: nav.loadEventStart > 0 && e.startTime >= nav.loadEventStart,
        size: e.encodedBodySize,
      }));
  });
}

async function containsPlayer(request: APIRequestContext, url: string): Promise<boolean> {
  if (!url.endsWith('.js')) return false;
  return (await (await request.get(url)).text()).includes(PLAYER_SIGNATURE);
}

async function setStoredIntroTime(page: Page, msAgo: number) {
  await page.evaluate(([key, ago]) => window.localStorage.setItem(key, String(Date.now() - ago)), [
    INTRO_KEY,
    msAgo,
  ] as const);
}

for (const locale of locales) {
  const url = localePath(locale, '/');

  test(`${url}: the first visit plays the intro over the page, fades it out in 0.9 s and removes it`, async ({
    page,
  }) => {
    await recordIntro(page);
    await openWithStoppedClock(page, url);
    const opened = await page.evaluate(() => Date.now());
    const overlay = introOverlay(page);
    await expect(overlay).toHaveAttribute('aria-hidden', 'true');
    expect(await overlay.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
    expect(await overlay.boundingBox()).toEqual({ x: 0, y: 0, ...page.viewportSize() });
    expect(await overlay.evaluate((el) => parseFloat(getComputedStyle(el).transitionDuration) * 1000)).toBe(FADE_MS);
    // The picture stands on its first frame until the load event, then its CSS animations run.
    await expect(overlay).toHaveAttribute('data-intro-overlay', 'playing', SHOWING);
    await expect(overlay.locator('svg')).toHaveCount(1);
    await expect(overlay.locator('svg')).toBeVisible();
    const playStates = await overlay
      .locator('svg')
      .evaluate((svg) => [...new Set(svg.getAnimations({ subtree: true }).map((a) => a.playState))]);
    // Running (or, on a slow machine, already finished): no longer held on the first frame.
    expect(playStates.length).toBeGreaterThan(0);
    expect(playStates).not.toContain('paused');
    await expect(overlay.getByText(skipHint(locale))).toBeVisible();

    // The animation runs its 2.5 s, then the overlay fades for 0.9 s and is removed.
    await page.clock.runFor(ANIMATION_MS - 100);
    await expect(overlay).toHaveAttribute('data-intro-overlay', 'playing');
    await page.clock.runFor(200);
    await expect(overlay).toHaveAttribute('data-intro-overlay', 'fading');
    // While it fades, the page beneath takes clicks, and the skip hint has gone (no half-transparent
    // text for axe to judge when a test checks the page meanwhile).
    expect(await overlay.evaluate((el) => getComputedStyle(el).pointerEvents)).toBe('none');
    await expect(overlay.getByText(skipHint(locale))).toBeHidden();
    await page.clock.runFor(FADE_MS - 1);
    await expect(overlay).toHaveCount(1);
    await page.clock.runFor(1);
    await expect(overlay).toHaveCount(0);
    await expect(page.locator('html')).not.toHaveAttribute('data-intro');
    expect(await steps(page)).toEqual([
      'html play',
      'phase waiting',
      'phase playing',
      'phase fading',
      'removed',
      'html null',
    ]);

    // The showing was recorded in the page's time (stopped while it opened).
    expect(Number(await storedIntroTime(page))).toBe(opened);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
}

test('a reload within 10 s does not show the intro; from 10 s on it plays again', async ({ page }) => {
  await recordIntro(page);
  await page.goto('/');
  await expect(introOverlay(page)).toHaveCount(0, SHOWING);
  const shownAt = await storedIntroTime(page);
  expect(shownAt).not.toBeNull();

  await page.reload();
  await waitForHydration(page);
  await expect(introOverlay(page)).toHaveCount(0);
  expect(await steps(page)).toEqual(NOT_SHOWN);
  expect(await storedIntroTime(page)).toBe(shownAt);

  await setStoredIntroTime(page, INTRO_SUPPRESS_MS - 1_500);
  await page.reload();
  await waitForHydration(page);
  await expect(introOverlay(page)).toHaveCount(0);
  expect(await steps(page)).toEqual(NOT_SHOWN);

  await setStoredIntroTime(page, INTRO_SUPPRESS_MS + 1_000);
  const before = Number(await storedIntroTime(page));
  await page.reload();
  await expect(introOverlay(page)).toBeVisible();
  await expect(introOverlay(page)).toHaveCount(0, SHOWING);
  expect((await steps(page))[0]).toBe('html play');
  expect(Number(await storedIntroTime(page))).toBeGreaterThan(before);
});

test('a bad stored value counts as unset', async ({ page }) => {
  await page.addInitScript((key) => window.localStorage.setItem(key, 'yesterday'), INTRO_KEY);
  await page.goto('/en');
  await expect(introOverlay(page)).toBeVisible();
});

test('under prefers-reduced-motion the intro never shows and the player is never loaded', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const page = await context.newPage();
  await recordIntro(page);
  await page.goto('/');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  await expect(introOverlay(page)).toHaveCount(0);
  expect(await steps(page)).toEqual(NOT_SHOWN);
  expect(await storedIntroTime(page)).toBeNull();
  for (const { url } of await scriptTimings(page)) expect(await containsPlayer(request, url), url).toBe(false);
  await context.close();
});

test('without JavaScript there is no overlay at all', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(introOverlay(page)).toBeHidden();
  await context.close();
});

test('the drawing starts only after the load event and fetches nothing', async ({ page, request }) => {
  await recordIntro(page);
  await page.goto('/');
  await expect(introOverlay(page)).toHaveCount(0, SHOWING);
  const { loadEvent, playing } = await page.evaluate(() => ({
    loadEvent: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
    playing: (window as unknown as { __intro: { t: number; what: string }[] }).__intro.find(
      (e) => e.what === 'phase playing',
    )?.t,
  }));
  expect(loadEvent).toBeGreaterThan(0);
  expect(playing).toBeGreaterThanOrEqual(loadEvent);
  for (const { url } of await scriptTimings(page)) {
    expect(new URL(url).pathname).not.toContain('/animations/');
    expect(await containsPlayer(request, url), url).toBe(false);
  }
});

test('other pages never load the player', async ({ page, request }) => {
  for (const path of ['/kontakt', '/en/rangliste']) {
    await page.goto(path);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    await expect(introOverlay(page)).toHaveCount(0);
    const scripts = await scriptTimings(page);
    expect(scripts.length).toBeGreaterThan(0);
    for (const { url } of scripts) {
      expect(new URL(url).pathname).not.toContain('/animations/');
      expect(await containsPlayer(request, url), url).toBe(false);
    }
  }
});

test('the home page’s JavaScript before the load event stays within 25 KB (gzip) of the site’s floor', async ({
  page,
  consoleGuard,
}) => {
  const beforeLoad = async (path: string) => {
    await page.goto(path);
    await page.waitForLoadState('load');
    await waitForHydration(page);
    // Next's chunks, which the flight loader adds after the first paint (pipeline/postbuild/flight-loader.ts),
    // count wherever they fall: on a fast connection the load event may come first.
    const listed = await page.evaluate(() =>
      (document.querySelector('script[data-chunks]')?.getAttribute('data-chunks') ?? '').split(' ').filter(Boolean),
    );
    return (await scriptTimings(page))
      .filter((e) => e.url.endsWith('.js') && (!e.afterLoad || listed.includes(new URL(e.url).pathname)))
      .reduce((sum, e) => sum + e.size, 0);
  };
  consoleGuard.allowNotFound('/404');
  // The not-found page has only the shell (header, footer, cookie banner): the site's floor.
  const floor = await beforeLoad('/404');
  const home = await beforeLoad('/');
  expect(floor).toBeGreaterThan(50_000);
  expect(home - floor).toBeLessThanOrEqual(25 * 1024);
});

test('the intro causes no layout shift and does not hold back the page’s largest paint', async ({ page }) => {
  await page.addInitScript(() => {
    const seen = { shift: 0, lcp: '', sources: [] as string[] };
    (window as unknown as { __perf: typeof seen }).__perf = seen;
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] };
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as Shift[]) {
        if (e.hadRecentInput) continue;
        seen.shift += e.value;
        for (const source of e.sources ?? [])
          seen.sources.push(
            `${Math.round(e.startTime)} ms: ${source.node instanceof Element ? source.node.outerHTML.slice(0, 120) : source.node?.nodeName}`,
          );
      }
    }).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((list) => {
      const last = list.getEntries().at(-1) as PerformanceEntry & { element?: Element | null };
      const el = last?.element;
      seen.lcp = el ? (el.closest('[data-intro-overlay]') ? 'overlay' : el.closest('main') ? 'main' : el.tagName) : '';
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto('/');
  await expect(introOverlay(page)).toBeVisible();
  await expect(introOverlay(page)).toHaveCount(0, SHOWING);
  const perf = await page.evaluate(
    () => (window as unknown as { __perf: { shift: number; lcp: string; sources: string[] } }).__perf,
  );
  expect({ shift: perf.shift, sources: perf.sources }).toEqual({ shift: 0, sources: [] });
  // The largest paint is the page's own content, painted beneath the overlay from the start.
  expect(perf.lcp).toBe('main');
});

/** Skipping: the overlay starts its fade at once and is gone 0.9 s later, long before the animation would end. */
async function expectSkipped(page: Page) {
  await expect(introOverlay(page)).toHaveAttribute('data-intro-overlay', 'fading');
  await page.clock.runFor(FADE_MS);
  await expect(introOverlay(page)).toHaveCount(0);
}

test('Escape skips the intro at once', async ({ page }) => {
  await openWithStoppedClock(page, '/');
  await page.keyboard.press('Escape');
  await expectSkipped(page);
});

test('a click skips the intro while it plays', async ({ page }) => {
  await openWithStoppedClock(page, '/en');
  await expect(introOverlay(page)).toHaveAttribute('data-intro-overlay', 'playing', SHOWING);
  await page.mouse.click(200, 200);
  await expectSkipped(page);
});

test('a key pressed before the page’s JavaScript runs skips the intro too', async ({ page }) => {
  // Hold back the page's scripts: only the inline pre-paint script is there to listen.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect(introOverlay(page)).toBeVisible();
  await page.keyboard.press('x');
  await expect(page.locator('html')).toHaveAttribute('data-intro', 'skip');
  await expect(introOverlay(page)).toHaveCSS('opacity', '0');
  release();
  await expect(introOverlay(page)).toHaveCount(0, SHOWING);
});

test('keyboard users are never trapped: the first Tab reaches the page’s skip link and lifts the overlay', async ({
  page,
}) => {
  await openWithStoppedClock(page, '/');
  expect(await introOverlay(page).locator('a, button, input, select, textarea, [tabindex]').count()).toBe(0);
  await page.keyboard.press('Tab');
  await expect(page.locator('a.skip-link')).toBeFocused();
  await expectSkipped(page);
  await expect(page.locator('a.skip-link')).toBeFocused();
});

for (const locale of locales) {
  test(`axe: ${localePath(locale, '/')} once the intro has gone`, async ({ page }) => {
    await page.goto(localePath(locale, '/'));
    await expect(introOverlay(page)).toHaveCount(0, SHOWING);
    await waitForHydration(page);
    await expectNoSeriousViolations(page, localePath(locale, '/'));
  });
}

test('the winners header animation is served as Lottie JSON', async ({ request }) => {
  for (const path of ['/globalassets/animations/header_animation_winners.json']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type'], path).toContain('json');
    const data = (await response.json()) as {
      v: string;
      fr: number;
      op: number;
      w: number;
      h: number;
      layers: unknown[];
    };
    expect(data.v).toMatch(/^5\./);
    expect(data.fr).toBeGreaterThan(0);
    expect(data.op).toBeGreaterThan(0);
    expect(data.w * data.h).toBeGreaterThan(0);
    expect(data.layers.length).toBeGreaterThan(0);
  }
});
