import { expect, test } from './support/test';
import { localePath, locales, routes, sampleData } from './support/site';

/**
 * sitemap.xml and robots.txt (issue 5, search engines): every URL in the sitemap is a page the
 * site serves, every page is listed in both languages, and alternates are reciprocal.
 */
const pathOf = (url: string) => new URL(url).pathname;

test('the sitemap lists served pages with reciprocal hreflang alternates', async ({ request }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  const entries = [...xml.matchAll(/<url>\s*<loc>([^<]+)<\/loc>([\s\S]*?)<\/url>/g)].map(([, loc, rest]) => ({
    loc: pathOf(loc!),
    alternates: Object.fromEntries(
      [...rest!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => [lang, pathOf(href!)]),
    ),
  }));
  const listed = new Set(entries.map((e) => e.loc));
  // Every page of the route table (but the participant template and not-found) in both languages.
  for (const locale of locales) {
    for (const key of Object.keys(routes) as (keyof typeof routes)[]) {
      if (key === 'participant' || key === 'notFound') continue;
      expect(listed, `${localePath(locale, routes[key].path)} listed`).toContain(localePath(locale, routes[key].path));
    }
  }
  for (const entry of entries) {
    // Reciprocal: the entry is among its own alternates, and each alternate lists the same set.
    expect(Object.values(entry.alternates)).toContain(entry.loc);
    for (const href of Object.values(entry.alternates)) {
      const other = entries.find((e) => e.loc === href);
      expect(other, `${href} (alternate of ${entry.loc}) is listed`).toBeDefined();
      expect(other!.alternates).toEqual(entry.alternates);
    }
  }
  // Every listed URL is served (the participant pages included).
  for (const { loc } of entries) {
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
