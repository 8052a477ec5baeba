import { test as base, expect, type Page } from '@playwright/test';

/**
 * The suite's `test`: every test fails when its page logs a console error or throws an uncaught
 * error. A test that expects a particular error (the browser's "Failed to load resource" line
 * for a document that deliberately answers 404) allows it with consoleGuard.allowNotFound(url)
 * or consoleGuard.allow(/pattern/) before navigating.
 *
 * A request that leaves localhost fails (there is no network in the test environment) and the
 * browser reports it as a console error, so an unexpected external request fails the test too.
 * The consent spec answers the tag manager itself (support/tracking.ts).
 */
export interface ConsoleGuard {
  /** Errors collected so far (the test fails at the end if any). */
  errors: string[];
  /** Tolerate errors matching the pattern for the rest of the test. */
  allow(pattern: RegExp): void;
  /** Tolerate the browser's report of the 404 status of this one document (path or URL). */
  allowNotFound(url: string): void;
}

export const test = base.extend<{ consoleGuard: ConsoleGuard }>({
  consoleGuard: [
    async ({ page, baseURL }, provide) => {
      const errors: string[] = [];
      const allowedPatterns: RegExp[] = [];
      const allowed = (text: string) => allowedPatterns.some((re) => re.test(text));
      const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = `${message.text()} (${message.location().url || 'no location'})`;
        if (!allowed(text)) errors.push(`console.error on ${page.url()}: ${text}`);
      });
      page.on('pageerror', (error) => {
        if (!allowed(error.message)) errors.push(`uncaught error on ${page.url()}: ${error.message}`);
      });
      await provide({
        errors,
        allow: (pattern) => allowedPatterns.push(pattern),
        allowNotFound: (url) => {
          const absolute = new URL(url, baseURL).href;
          allowedPatterns.push(
            new RegExp(
              `^Failed to load resource: the server responded with a status of 404 \\(Not Found\\) \\(${escape(absolute)}\\)$`,
            ),
          );
        },
      });
      expect(errors, 'the page logged errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Waits until React has hydrated the page's client islands, so effects (consent, redirects) ran. */
export async function waitForHydration(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const islands = [document.querySelector('.scroll-top'), document.querySelector('.language-switch')];
          return islands.every((el) => el !== null && Object.keys(el).some((k) => k.startsWith('__reactProps$')));
        }),
      { message: 'React hydrated the page' },
    )
    .toBe(true);
}
