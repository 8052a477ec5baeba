import type { Page } from '@playwright/test';
import { expect, waitForHydration } from './test';

/**
 * The home page's intro animation (issue 4) in the specs. Its rule comes from the spec
 * (sections 2 and 9): localStorage key introAnimationShown holds the Date.now() of the last
 * showing; within 10 s it is suppressed.
 */
export const INTRO_KEY = 'introAnimationShown';
export const INTRO_SUPPRESS_MS = 10_000;

/** The overlay element; it is removed from the DOM once it has faded. */
export const introOverlay = (page: Page) => page.locator('[data-intro-overlay]');

/**
 * For specs about other things on the home page: every document of this page starts as if
 * the intro had just been shown, so it does not play.
 */
export async function skipIntro(page: Page): Promise<void> {
  await page.addInitScript((key) => {
    try {
      window.localStorage.setItem(key, String(Date.now()));
    } catch {
      // about:blank and friends have no storage.
    }
  }, INTRO_KEY);
}

/** The stored timestamp (null when unset). */
export const storedIntroTime = (page: Page) => page.evaluate((key) => window.localStorage.getItem(key), INTRO_KEY);

/**
 * Opens a home page on a first visit with the page's clock stopped: the intro's timers and the
 * player's animation frames then move only with page.clock.runFor, so the specs can step through
 * the animation and the fade exactly, however busy the machine is. Network, parsing and React
 * run as usual; the overlay stays up until the clock is moved (or the visitor skips it).
 */
export async function openWithStoppedClock(page: Page, url: string): Promise<void> {
  await page.clock.install();
  // Stopped a little ahead, as the clock cannot be moved back; the setup takes far less.
  await page.clock.pauseAt(Date.now() + 10_000);
  await page.goto(url);
  await expect(introOverlay(page)).toBeVisible();
  await waitForHydration(page);
}
