import type { Page, Request } from '@playwright/test';

/**
 * Observes tracking: every request the page makes is recorded, and the tag manager is answered
 * with an empty script (there is no network here, and the real one must never load in tests).
 */
export const TRACKING_HOST =
  /(^|\.)(googletagmanager\.com|google-analytics\.com|analytics\.google\.com|doubleclick\.net|googleadservices\.com)$/;

export interface TrackingLog {
  /** Every request of the page, in order. */
  all: string[];
  /** Requests that went to a tracking host. */
  tracking: () => string[];
  /** Requests for the tag manager script that the route answered. */
  gtm: string[];
}

export async function observeTracking(page: Page): Promise<TrackingLog> {
  const all: string[] = [];
  const gtm: string[] = [];
  page.on('request', (request: Request) => all.push(request.url()));
  await page.route('**/*googletagmanager.com/**', (route) => {
    gtm.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
  });
  return {
    all,
    gtm,
    tracking: () => all.filter((url) => TRACKING_HOST.test(new URL(url).hostname)),
  };
}

export interface DataLayerEvent {
  event?: string;
  page?: string;
}

/** window.dataLayer, or null when the page never created it. */
export const readDataLayer = (page: Page) =>
  page.evaluate(
    () =>
      ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? null) as
        { event?: string; page?: string }[] | null,
  );

export const pageviews = async (page: Page): Promise<string[]> =>
  ((await readDataLayer(page)) ?? []).filter((e) => e.event === 'pageview').map((e) => e.page ?? '');
