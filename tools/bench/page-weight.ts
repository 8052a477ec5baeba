import type { Browser } from '@playwright/test';
import { gzipBytes, htmlWeight, payloadFilePath, type HtmlWeight } from './html-weight';
import type { ScriptWeight } from './types';

/**
 * JavaScript a page loads before its load event, as a first-time visitor's browser fetches it:
 * every response of type script, its body gzipped at zlib's default level (what the bundled
 * server sends), split at the load event by Resource Timing. Scripts fetched in the three
 * seconds after the load event are counted apart.
 */
export async function measureScripts(browser: Browser, url: string): Promise<ScriptWeight> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const bodies = new Map<string, Promise<Buffer | undefined>>();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script' || bodies.has(response.url())) return;
    bodies.set(
      response.url(),
      response.body().catch(() => undefined),
    );
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(3000);
  const timing = await page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const resources = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((r) => ({
      name: r.name,
      start: r.startTime,
    }));
    // Next's chunks that the flight loader adds after the first paint (pipeline/postbuild/flight-loader.ts)
    // are the page's own, even when the load event came first.
    const listed = (document.querySelector('script[data-chunks]')?.getAttribute('data-chunks') ?? '').split(' ');
    return { loadEvent: navigation.loadEventStart, resources, listed: listed.filter(Boolean) };
  });
  const weight: ScriptWeight = { scripts: 0, rawBytes: 0, gzipBytes: 0, afterLoadScripts: 0, afterLoadGzipBytes: 0 };
  for (const [scriptUrl, body] of bodies) {
    const buffer = await body;
    if (!buffer) continue;
    const started = timing.resources.find((r) => r.name === scriptUrl)?.start ?? 0;
    if (started <= timing.loadEvent || timing.listed.includes(new URL(scriptUrl).pathname)) {
      weight.scripts += 1;
      weight.rawBytes += buffer.length;
      weight.gzipBytes += gzipBytes(buffer);
    } else {
      weight.afterLoadScripts += 1;
      weight.afterLoadGzipBytes += gzipBytes(buffer);
    }
  }
  await context.close();
  return weight;
}

/** The page's HTML, and its router payload file when the post-build step moved the payload out. */
export async function measureHtml(url: string): Promise<HtmlWeight> {
  const html = await fetchText(url);
  const payloadPath = payloadFilePath(html);
  const payload = payloadPath === undefined ? undefined : await fetchText(new URL(payloadPath, url).href);
  return htmlWeight(html, payload);
}

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.text();
}
