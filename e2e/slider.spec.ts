import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page, Response } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { expect, test, waitForHydration } from './support/test';
import { editionFolder, localePath, locales, messages, type Locale } from './support/site';
import type { Awards } from '../lib/content/awards-schema';

/**
 * The winner slider (spec sections 2, 4 and 9), tested on the winners page: server-rendered
 * slides, WAI-ARIA carousel pattern, previous/next looping, a 0.3 s transition, auto-advance
 * every 5000 ms that pauses on hover, on keyboard focus and by its button, and never starts by
 * itself under prefers-reduced-motion. Time-dependent checks drive the page's clock
 * (page.clock) instead of waiting.
 */
const root = path.resolve(__dirname, '..');
const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as T;

const awards = readJson<Awards>(`${editionFolder()}/awards.json`);
/** Every winner of every category is one slide. */
const winners = awards.winnerCategories.flatMap((category, index) => category.winners.map((ref) => ({ ref, index })));
const total = winners.length;

const DELAY = 5000;
/** Long enough for two intervals: nothing may move in this time while paused. */
const TWO_INTERVALS = 2 * DELAY + 1000;

const slideLabel = (locale: Locale, n: number) =>
  messages[locale].slider.slide.replace('{index}', String(n)).replace('{total}', String(total));
const carousel = (page: Page): Locator => page.locator('[aria-roledescription="carousel"]');
const de = messages['de-CH'].slider;

/** Each slide's left edge relative to the carousel's clipping viewport. */
async function slideOffsets(page: Page): Promise<{ label: string; offset: number }[]> {
  return carousel(page).evaluate((region) => {
    const slides = [...region.querySelectorAll('[aria-roledescription="slide"]')];
    const viewport = slides[0]?.parentElement?.parentElement;
    const left = viewport?.getBoundingClientRect().left ?? 0;
    return slides.map((s) => ({
      label: s.getAttribute('aria-label') ?? '',
      offset: s.getBoundingClientRect().left - left,
    }));
  });
}

/** The number n of the slide that is first in view ("n von N"). */
async function currentSlide(page: Page): Promise<number> {
  const offsets = await slideOffsets(page);
  const first = offsets.reduce((a, b) => (Math.abs(b.offset) < Math.abs(a.offset) ? b : a));
  return Number(/\d+/.exec(first.label)?.[0]);
}

/** Opens the winners page with the clock paused once React is running. */
async function openWithPausedClock(page: Page, url = '/gewinner') {
  await page.clock.install();
  await page.goto(url);
  await waitForHydration(page);
  await carousel(page).scrollIntoViewIfNeeded();
  // The buttons are enabled once Embla has loaded.
  await expect(carousel(page).getByRole('button', { name: de.next, exact: true })).toBeEnabled();
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
}

/** Moves the pointer off the carousel and waits until the island says it rotates again. */
async function leaveCarousel(page: Page) {
  await page.mouse.move(1, 1);
  await expect(carousel(page)).toHaveAttribute('data-rotating', 'true');
}

for (const locale of locales) {
  test(`WAI-ARIA carousel pattern (${locale})`, async ({ page }) => {
    const t = messages[locale].slider;
    await page.goto(localePath(locale, '/gewinner'));
    await waitForHydration(page);
    const region = page.getByRole('region', { name: t.title });
    await expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = region.getByRole('group');
    await expect(slides).toHaveCount(total);
    for (let n = 1; n <= total; n += 1) {
      const slide = slides.nth(n - 1);
      await expect(slide).toHaveAttribute('aria-roledescription', 'slide');
      await expect(slide).toHaveAccessibleName(slideLabel(locale, n));
      const winner = winners[n - 1];
      await expect(slide.getByRole('link')).toHaveAttribute(
        'href',
        localePath(locale, `/teilnehmer/${winner?.ref}?category=${winner?.index}`),
      );
    }
    await expect(region.getByRole('button', { name: t.previous, exact: true })).toBeVisible();
    await expect(region.getByRole('button', { name: t.next, exact: true })).toBeVisible();
    await expect(region.getByRole('button', { name: t.pause, exact: true })).toBeVisible();
    // While rotating, the slides do not announce themselves.
    await expect(region.locator('[aria-live]')).toHaveAttribute('aria-live', 'off');
  });

  test(`axe (${locale}): winner slider rotating and paused`, async ({ page }) => {
    const t = messages[locale].slider;
    await page.goto(localePath(locale, '/gewinner'));
    await waitForHydration(page);
    await carousel(page).scrollIntoViewIfNeeded();
    await expectNoSeriousViolations(page, `${localePath(locale, '/gewinner')} slider rotating`);
    await carousel(page).getByRole('button', { name: t.pause, exact: true }).click();
    await expect(carousel(page).getByRole('button', { name: t.play, exact: true })).toBeVisible();
    await expectNoSeriousViolations(page, `${localePath(locale, '/gewinner')} slider paused`);
  });
}

test('the slides are in the server HTML, in order, with their labels', async ({ request }) => {
  const html = await (await request.get('/gewinner')).text();
  expect(html.match(/aria-roledescription="carousel"/g)).toHaveLength(1);
  const labels = [...html.matchAll(/role="group" aria-roledescription="slide" aria-label="([^"]+)"/g)].map((m) => m[1]);
  expect(labels).toEqual(Array.from({ length: total }, (_, i) => slideLabel('de-CH', i + 1)));
  for (const { ref, index } of winners) expect(html).toContain(`href="/teilnehmer/${ref}?category=${index}"`);
});

test('without JavaScript the slider shows its slides, and hydration does not change its height', async ({
  browser,
  page,
}) => {
  const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1440, height: 900 } });
  const staticPage = await noScript.newPage();
  await staticPage.goto('/gewinner');
  await carousel(staticPage).scrollIntoViewIfNeeded();
  await expect(carousel(staticPage).getByRole('group').first()).toBeVisible();
  const before = await carousel(staticPage).boundingBox();
  await noScript.close();

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/gewinner');
  await waitForHydration(page);
  const after = await carousel(page).boundingBox();
  expect(before?.height).toBeGreaterThan(300);
  expect(Math.abs((after?.height ?? 0) - (before?.height ?? 0))).toBeLessThanOrEqual(1);
});

test('previous and next move one slide and loop at both ends', async ({ page }) => {
  await page.goto('/gewinner');
  await waitForHydration(page);
  const region = carousel(page);
  await region.scrollIntoViewIfNeeded();
  await expect.poll(() => currentSlide(page)).toBe(1);
  await region.getByRole('button', { name: de.next, exact: true }).click();
  await expect.poll(() => currentSlide(page)).toBe(2);
  await region.getByRole('button', { name: de.previous, exact: true }).click();
  await expect.poll(() => currentSlide(page)).toBe(1);
  await region.getByRole('button', { name: de.previous, exact: true }).click();
  await expect.poll(() => currentSlide(page)).toBe(total);
  await region.getByRole('button', { name: de.next, exact: true }).click();
  await expect.poll(() => currentSlide(page)).toBe(1);
});

test('a step takes about 0.3 s', async ({ page }) => {
  await openWithPausedClock(page);
  const offsetOf2 = async () =>
    (await slideOffsets(page)).find((s) => s.label === slideLabel('de-CH', 2))?.offset ?? Number.NaN;
  const start = await offsetOf2();
  const end = (await slideOffsets(page))[0]?.offset ?? 0;
  const progress = async () => (start - (await offsetOf2())) / (start - end);
  await carousel(page).getByRole('button', { name: de.next, exact: true }).click();
  await page.clock.runFor(100);
  expect(await progress()).toBeGreaterThan(0.1);
  expect(await progress()).toBeLessThan(0.9);
  await page.clock.runFor(200);
  expect(await progress()).toBeGreaterThan(0.9);
  await page.clock.runFor(700);
  expect(Math.abs((await offsetOf2()) - end)).toBeLessThanOrEqual(1);
});

test('auto-advances every 5000 ms, pauses while hovered and resumes when the pointer leaves', async ({ page }) => {
  await openWithPausedClock(page);
  const region = carousel(page);
  await region.hover();
  await expect(region).toHaveAttribute('data-rotating', 'false');
  await page.clock.runFor(TWO_INTERVALS);
  expect(await currentSlide(page)).toBe(1);

  await leaveCarousel(page);
  await page.clock.runFor(DELAY - 200);
  expect(await currentSlide(page)).toBe(1);
  await page.clock.runFor(1000);
  expect(await currentSlide(page)).toBe(2);
  await page.clock.runFor(DELAY);
  expect(await currentSlide(page)).toBe(3);
});

test('pauses while keyboard focus is inside and resumes when it leaves', async ({ page }) => {
  await openWithPausedClock(page);
  // The winners page's last section before the slider is the year's movers.
  const lastLink = page.locator('main section[data-movers-section]').getByRole('link').last();
  await lastLink.focus();
  await page.keyboard.press('Tab');
  await expect(carousel(page).getByRole('button', { name: de.previous, exact: true })).toBeFocused();
  await expect(carousel(page)).toHaveAttribute('data-rotating', 'false');
  await page.clock.runFor(TWO_INTERVALS);
  expect(await currentSlide(page)).toBe(1);

  await page.keyboard.press('Shift+Tab');
  await expect(lastLink).toBeFocused();
  await expect(carousel(page)).toHaveAttribute('data-rotating', 'true');
  await page.clock.runFor(DELAY + 800);
  expect(await currentSlide(page)).toBe(2);
});

test('the pause button stops rotation until play is pressed', async ({ page }) => {
  await openWithPausedClock(page);
  const region = carousel(page);
  await region.getByRole('button', { name: de.pause, exact: true }).click();
  await expect(region.getByRole('button', { name: de.play, exact: true })).toBeVisible();
  await page.mouse.move(1, 1);
  await expect(region.locator('[aria-live]')).toHaveAttribute('aria-live', 'polite');
  await page.clock.runFor(TWO_INTERVALS);
  expect(await currentSlide(page)).toBe(1);

  await region.getByRole('button', { name: de.play, exact: true }).click();
  await expect(region.getByRole('button', { name: de.pause, exact: true })).toBeVisible();
  await leaveCarousel(page);
  await page.clock.runFor(DELAY + 800);
  expect(await currentSlide(page)).toBe(2);
});

test('under prefers-reduced-motion nothing advances by itself', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openWithPausedClock(page);
  const region = carousel(page);
  await expect(region.getByRole('button', { name: de.play, exact: true })).toBeVisible();
  await page.clock.runFor(3 * DELAY);
  expect(await currentSlide(page)).toBe(1);
  // The buttons still work, without animation.
  await region.getByRole('button', { name: de.next, exact: true }).click();
  await page.clock.runFor(50);
  expect(await currentSlide(page)).toBe(2);
});

test('Embla is loaded only on pages that show a carousel, once the carousel nears the viewport', async ({
  browser,
}) => {
  /**
   * All script text a fresh visitor's browser receives on the page until it has hydrated and the
   * network is quiet, and then after the carousel has been scrolled into view (when there is one).
   */
  const scriptsOf = async (url: string) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const bodies: Promise<string>[] = [];
    // A script whose body arrives after the context closes reads as empty, not as a failure.
    const collect = (response: Response) => {
      if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''));
    };
    page.on('response', collect);
    await page.goto(url);
    await waitForHydration(page);
    // The carousel island may request its chunk after hydration; on a busy machine that came
    // after this point (flaky twice in CI), so wait until the network is quiet.
    await page.waitForLoadState('networkidle');
    const atLoad = (await Promise.all(bodies)).join('\n');
    if ((await carousel(page).count()) > 0) {
      await carousel(page).scrollIntoViewIfNeeded();
      await expect(carousel(page).getByRole('button', { name: de.next, exact: true })).toBeEnabled();
      await page.waitForLoadState('networkidle');
    }
    page.off('response', collect);
    const afterScroll = (await Promise.all(bodies)).join('\n');
    await context.close();
    return { atLoad, afterScroll };
  };
  // "autoplay:timerset" is an event name inside embla-carousel-autoplay.
  const hasEmbla = (text: string) => text.includes('autoplay:timerset');
  // The winners page's slider comes after the twelve categories, screens below the first.
  const winners = await scriptsOf('/gewinner');
  expect(hasEmbla(winners.atLoad), 'Embla on /gewinner before the slider is near').toBe(false);
  expect(hasEmbla(winners.afterScroll), 'Embla on /gewinner once the slider is in view').toBe(true);
  const contact = await scriptsOf('/kontakt');
  expect(hasEmbla(contact.afterScroll), 'Embla on /kontakt').toBe(false);
});
