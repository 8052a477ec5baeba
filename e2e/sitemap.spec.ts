import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './support/test';
import { localePath, locales, routes, sampleData } from './support/site';

/**
 * sitemap.xml and robots.txt (issue 5, search engines): every URL in the sitemap is a page the
 * site serves, every page is listed in both languages, and alternates are reciprocal.
 */
const pathOf = (url: string) => new URL(url).pathname;
const outDir = path.resolve(__dirname, '..', process.env.E2E_OUT_DIR || 'out');

test('the sitemap lists served pages with reciprocal hreflang alternates', async ({ request }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  const entries = [...xml.matchAll(/<url>\s*<loc>([^<]+)<\/loc>([\s\S]*?)<\/url>/g)].map(([, loc, rest]) => ({
    loc: pathOf(loc!),
    alternates: Object.fromEntries(
      [...rest!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => [lang!, pathOf(href!)]),
    ) as Record<string, string>,
  }));
  const listed = new Set(entries.map((e) => e.loc));
  const byLoc = new Map(entries.map((e) => [e.loc, e]));
  // Every page of the route table (but the participant template and not-found) in both languages.
  for (const locale of locales) {
    for (const key of Object.keys(routes) as (keyof typeof routes)[]) {
      if (key === 'participant' || key === 'notFound') continue;
      expect(listed, `${localePath(locale, routes[key].path)} listed`).toContain(localePath(locale, routes[key].path));
    }
  }
  // Reciprocal: the entry is among its own alternates, and each alternate lists the same set.
  // Collected and checked once: a few thousand entries, an expect() each would take long.
  const problems: string[] = [];
  for (const entry of entries) {
    if (!Object.values(entry.alternates).includes(entry.loc)) problems.push(`${entry.loc}: not among its alternates`);
    for (const href of Object.values(entry.alternates)) {
      const other = byLoc.get(href);
      if (!other) problems.push(`${href} (alternate of ${entry.loc}) is not listed`);
      else if (JSON.stringify(other.alternates) !== JSON.stringify(entry.alternates))
        problems.push(`${href}: other alternates than ${entry.loc}`);
    }
  }
  expect(problems).toEqual([]);
  // Every listed URL is a page of the export (a few thousand, with every edition) …
  const missing = entries
    .map((e) => e.loc)
    .filter((loc) => !fs.existsSync(path.join(outDir, `${loc === '/' ? 'index' : loc}.html`)));
  expect(missing).toEqual([]);
  // … and the server answers for them: every page of the route table and every 25th of the rest.
  const routePaths = new Set(Object.values(routes).map((r) => r.path));
  const sample = entries
    .map((e) => e.loc)
    .filter((loc, i) => routePaths.has(loc.replace(/^\/en(?=\/|$)/, '') || '/') || i % 25 === 0);
  for (const loc of sample) {
    const page = await request.get(loc, { maxRedirects: 0 });
    expect(page.status(), loc).toBe(200);
  }
});

test(`robots.txt ${sampleData ? 'keeps every crawler out (sample data)' : 'allows indexing'} and names the sitemap`, async ({
  request,
}) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toMatch(sampleData ? /User-Agent: \*\s+Disallow: \/\s/i : /User-Agent: \*\s+Allow: \//i);
  expect(text).not.toMatch(sampleData ? /^Allow:/im : /Disallow/i);
  expect(text).toMatch(/Sitemap: \S+\/sitemap\.xml/);
});
