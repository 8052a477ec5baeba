import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { APIRequestContext } from '@playwright/test';
import { filesUnder } from '../pipeline/files/walk';
import { expect, test } from './support/test';
import { edition, editions } from './support/editions';
import { rows, nameOf } from './support/participants';
import { currentYear, localePath, locales, sampleData, type Locale } from './support/site';

/**
 * Search engines and link previews: every exported page, read from disk (E2E_OUT_DIR
 * or out/) rather than loaded in a browser, has one self-referencing canonical URL, reciprocal
 * hreflang alternates, one title and description, Open Graph and Twitter card tags with a share
 * image the site serves at 1200 × 630, and the structured data its kind of page carries. The
 * sitemap's URLs are checked by the sitemap's own tests.
 */
const outDir = path.resolve(__dirname, '..', process.env.E2E_OUT_DIR || 'out');

interface Tag {
  name: string;
  attrs: Record<string, string>;
}

interface ExportedPage {
  /** The page's clean URL path ("/", "/en/rangliste"). */
  url: string;
  file: string;
  locale: Locale;
  head: Tag[];
  titles: string[];
  jsonLd: string[];
}

const decode = (text: string) =>
  text.replace(/&(?:#(\d+)|#x([0-9a-f]+)|(amp|lt|gt|quot|apos));/gi, (_, dec, hex, named: string | undefined) => {
    if (dec) return String.fromCodePoint(Number(dec));
    if (hex) return String.fromCodePoint(parseInt(hex, 16));
    return { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }[named!.toLowerCase() as 'amp'];
  });

function parsePage(file: string): ExportedPage {
  const html = fs.readFileSync(file, 'utf8');
  const relative = path
    .relative(outDir, file)
    .split(path.sep)
    .join('/')
    .replace(/\.html$/, '');
  // Next writes the not-found page twice: 404.html and _not-found.html (the same document).
  const url = relative === 'index' ? '/' : relative === '_not-found' ? '/404' : `/${relative}`;
  const headHtml = html.slice(0, html.indexOf('</head>'));
  const head = [...headHtml.matchAll(/<(meta|link)\b([^>]*)>/gi)].map(([, name, attrs]) => ({
    name: name!.toLowerCase(),
    attrs: Object.fromEntries(
      [...attrs!.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, key, value]) => [key!.toLowerCase(), decode(value!)]),
    ),
  }));
  return {
    url,
    file: relative,
    locale: url === '/en' || url.startsWith('/en/') ? 'en-GB' : 'de-CH',
    head,
    titles: [...html.matchAll(/<title\b[^>]*>([\s\S]*?)<\/title>/gi)].map(([, text]) => decode(text!)),
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/gi)].map(
      ([, body]) => body!,
    ),
  };
}

// Pages only, none of the files under the asset folders.
const pageFiles = filesUnder(outDir, '.html').filter((file) => !/^(_next|globalassets|assets)\//.test(file));
const pages: ExportedPage[] = pageFiles.map((file) => parsePage(path.join(outDir, file)));
const byUrl = new Map(pages.map((p) => [p.url, p]));
const isNotFound = (p: ExportedPage) => p.url === '/404' || p.url === '/en/404';

const metas = (p: ExportedPage, key: string) =>
  p.head
    .filter((t) => t.name === 'meta' && (t.attrs.property === key || t.attrs.name === key))
    .map((t) => t.attrs.content ?? '');
const meta = (p: ExportedPage, key: string) => metas(p, key)[0];
const links = (p: ExportedPage, rel: string) => p.head.filter((t) => t.name === 'link' && t.attrs.rel === rel);
const alternatesOf = (p: ExportedPage) =>
  Object.fromEntries(
    links(p, 'alternate')
      // The page in each language; the Atom feeds' links (with a type) are not the page.
      .filter((t) => t.attrs.hreflang && !t.attrs.type)
      .map((t) => [t.attrs.hreflang!, t.attrs.href!]),
  );
const pathOf = (url: string) => new URL(url).pathname;

/** The site's public origin, as the home page's canonical URL gives it. */
const origin = (() => {
  const home = byUrl.get('/');
  const href = home && links(home, 'canonical')[0]?.attrs.href;
  return href ? new URL(href).origin : 'missing';
})();

// Every edition's participant pages: /teilnehmer/{ref} and, for an archived edition, /{year}/teilnehmer/{ref}.
const participantPages = pages.filter((p) => /^(\/en)?(\/\d{4})?\/teilnehmer\/[^/]+$/.test(p.url));
/** The edition a participant page shows: the year in its address, else the current one. */
const yearOf = (p: ExportedPage) => Number(/\/(\d{4})\/teilnehmer\//.exec(p.url)?.[1] ?? currentYear);
const allRows = editions.reduce((count, e) => count + e.rows.length, 0);

test('the export holds every page: the route table and every participant of every edition in both languages', () => {
  expect(byUrl.has('/') && byUrl.has('/en') && byUrl.has('/rangliste') && byUrl.has('/en/rangliste')).toBe(true);
  expect(participantPages).toHaveLength(allRows * locales.length);
});

test('every page has one absolute canonical URL, its own, and reciprocal hreflang alternates', () => {
  const problems: string[] = [];
  for (const p of pages) {
    const canonical = links(p, 'canonical');
    if (canonical.length !== 1) {
      problems.push(`${p.file}: ${canonical.length} canonical links`);
      continue;
    }
    const href = canonical[0]!.attrs.href ?? '';
    if (!href.startsWith(`${origin}/`) && href !== origin)
      problems.push(`${p.file}: canonical ${href} is not absolute on ${origin}`);
    else if (pathOf(href) !== p.url) problems.push(`${p.file}: canonical ${href} is not the page's own URL ${p.url}`);

    const alternates = alternatesOf(p);
    if (Object.keys(alternates).sort().join() !== 'de-CH,en-GB,x-default')
      problems.push(`${p.file}: hreflang ${Object.keys(alternates).join()}`);
    if (alternates[p.locale] !== href)
      problems.push(`${p.file}: its own hreflang (${p.locale}) is ${alternates[p.locale]}, not the canonical ${href}`);
    if (alternates['x-default'] !== alternates['de-CH']) problems.push(`${p.file}: x-default is not the German page`);
    for (const [lang, target] of Object.entries(alternates)) {
      const other = target.startsWith(origin) ? byUrl.get(pathOf(target)) : undefined;
      if (!other) problems.push(`${p.file}: hreflang ${lang} ${target} is not an exported page`);
      else if (JSON.stringify(alternatesOf(other)) !== JSON.stringify(alternates))
        problems.push(`${p.file}: ${other.file} does not list the same alternates`);
    }
  }
  expect(problems).toEqual([]);
});

test('every page has one title and one description, and no two pages share either', () => {
  const problems: string[] = [];
  for (const p of pages) {
    if (p.titles.length !== 1 || !p.titles[0]!.trim())
      problems.push(`${p.file}: ${p.titles.length} titles (${p.titles.join(' / ')})`);
    const descriptions = metas(p, 'description');
    if (descriptions.length !== 1 || !descriptions[0]!.trim())
      problems.push(`${p.file}: ${descriptions.length} descriptions`);
  }
  // 404.html and _not-found.html are the same page.
  const distinct = pages.filter((p) => p.file !== '_not-found');
  for (const [what, value] of [
    ['title', (p: ExportedPage) => p.titles[0]],
    ['description', (p: ExportedPage) => meta(p, 'description')],
  ] as const) {
    const seen = new Map<string | undefined, string>();
    for (const p of distinct) {
      const v = value(p);
      if (seen.has(v)) problems.push(`${p.file} has the same ${what} as ${seen.get(v)}: ${v}`);
      seen.set(v, p.file);
    }
  }
  expect(problems).toEqual([]);
});

test('every page has Open Graph and Twitter card tags', () => {
  const problems: string[] = [];
  for (const p of pages) {
    const need = (key: string, check: (value: string) => boolean = (v) => v.trim() !== '') => {
      const values = metas(p, key);
      if (values.length !== 1 || !check(values[0]!)) problems.push(`${p.file}: ${key} = ${JSON.stringify(values)}`);
    };
    const canonical = links(p, 'canonical')[0]?.attrs.href ?? '';
    const ogLocale = p.locale.replace('-', '_');
    need('og:title');
    need('og:description');
    need('og:url', (v) => v === canonical);
    need('og:site_name');
    need('og:type', (v) => v === 'website');
    need('og:locale', (v) => v === ogLocale);
    need('og:locale:alternate', (v) => v !== ogLocale && /^[a-z]{2}_[A-Z]{2}$/.test(v));
    need('og:image', (v) => v.startsWith(`${origin}/`) && /\.(jpe?g|png)$/.test(v));
    need('og:image:width', (v) => v === '1200');
    need('og:image:height', (v) => v === '630');
    need('og:image:alt');
    need('twitter:card', (v) => v === 'summary_large_image');
    need('twitter:title', (v) => v === meta(p, 'og:title'));
    need('twitter:description', (v) => v === meta(p, 'og:description'));
    need('twitter:image', (v) => v === meta(p, 'og:image'));
  }
  expect(problems).toEqual([]);
});

test('each participant has its own share image, the same in both languages, with its name in the alt text', () => {
  const problems: string[] = [];
  const imageByRef = new Map<string, string>();
  for (const p of participantPages) {
    const ref = p.url.split('/').pop()!;
    const key = `${yearOf(p)}/${ref}`;
    const image = meta(p, 'og:image') ?? '';
    const row = edition(yearOf(p)).rows.find((r) => r.ref === ref);
    if (!row) problems.push(`${p.file}: no row ${ref}`);
    else if (!(meta(p, 'og:image:alt') ?? '').includes(nameOf(row)))
      problems.push(`${p.file}: image alt lacks ${nameOf(row)}`);
    if (imageByRef.has(key) && imageByRef.get(key) !== image)
      problems.push(`${p.file}: another image than in the other language`);
    imageByRef.set(key, image);
  }
  expect(problems).toEqual([]);
  expect(new Set(imageByRef.values()).size).toBe(allRows);
  // Pages other than participants share the locale's default image.
  for (const locale of locales) {
    const others = pages.filter((p) => p.locale === locale && !participantPages.includes(p));
    expect(new Set(others.map((p) => meta(p, 'og:image'))).size, `default image (${locale})`).toBe(1);
  }
});

/** Fetches each URL's path from the served site; answers status, type and pixel size. */
async function fetchImages(request: APIRequestContext, urls: string[]) {
  const results: { url: string; status: number; type: string; width?: number; height?: number }[] = [];
  for (let i = 0; i < urls.length; i += 16) {
    results.push(
      ...(await Promise.all(
        urls.slice(i, i + 16).map(async (url) => {
          const response = await request.get(pathOf(url));
          const type = response.headers()['content-type'] ?? '';
          const size: { width?: number; height?: number } =
            response.ok() && type.startsWith('image/') ? await sharp(await response.body()).metadata() : {};
          return { url, status: response.status(), type, width: size.width, height: size.height };
        }),
      )),
    );
  }
  return results;
}

test('every share image is served: a 1200 × 630 JPEG', async ({ request }) => {
  const urls = [...new Set(pages.map((p) => meta(p, 'og:image')).filter((u): u is string => !!u))];
  expect(urls.length).toBe(allRows + locales.length);
  const wrong = (await fetchImages(request, urls)).filter(
    (r) => r.status !== 200 || r.type !== 'image/jpeg' || r.width !== 1200 || r.height !== 630,
  );
  expect(wrong).toEqual([]);
});

type Node = Record<string, unknown> & { '@type'?: string; '@graph'?: Node[] };

function structuredData(p: ExportedPage): Node[] {
  return p.jsonLd.flatMap((body) => {
    const data = JSON.parse(body) as Node;
    expect(data['@context'], p.file).toBe('https://schema.org');
    return data['@graph'] ?? [data];
  });
}

test('JSON-LD parses everywhere and cannot end its script element', () => {
  for (const p of pages) {
    for (const body of p.jsonLd) {
      expect(body, p.file).not.toContain('<');
      expect(() => JSON.parse(body), p.file).not.toThrow();
    }
  }
  expect(pages.filter((p) => p.jsonLd.length > 0).length).toBeGreaterThanOrEqual(4 + participantPages.length);
});

test('the home pages describe the programme as an Organization with logo and address', async ({ request }) => {
  for (const locale of locales) {
    const home = byUrl.get(localePath(locale, '/'))!;
    const nodes = structuredData(home);
    const organization = nodes.find((n) => n['@type'] === 'Organization') as Node & {
      logo: { url: string };
      address: Node;
      url: string;
    };
    expect(organization, locale).toBeDefined();
    expect(organization.url).toBe(links(home, 'canonical')[0]!.attrs.href);
    expect(organization.name).toEqual(expect.any(String));
    expect(organization.address['@type']).toBe('PostalAddress');
    const [logo] = await fetchImages(request, [organization.logo.url]);
    expect(logo).toMatchObject({ status: 200, type: 'image/png' });
    expect(logo!.width).toBeGreaterThanOrEqual(112);
  }
});

test('the ranking pages list every ranked participant in rank order (ItemList)', () => {
  // Ranked: a whole-number overall rank other than 999; best first, equal ranks by name.
  const ranked = rows
    .filter((r) => /^\d+$/.test(r.rankOverall.trim()) && Number(r.rankOverall) !== 999)
    .sort((a, b) => Number(a.rankOverall) - Number(b.rankOverall) || nameOf(a).localeCompare(nameOf(b), 'de'));
  expect(ranked.length).toBeGreaterThan(0);
  for (const locale of locales) {
    const ranking = byUrl.get(localePath(locale, '/rangliste'))!;
    const list = structuredData(ranking).find((n) => n['@type'] === 'ItemList') as Node & {
      numberOfItems: number;
      itemListElement: { position: number; url: string }[];
    };
    expect(list, locale).toBeDefined();
    expect(list.numberOfItems).toBe(ranked.length);
    expect(list.itemListElement).toHaveLength(ranked.length);
    expect(list.itemListElement.map((i) => i.position)).toEqual(ranked.map((_, i) => i + 1));
    // Position and address only: each participant page names its company (Google's summary page).
    expect(list.itemListElement.every((i) => Object.keys(i).sort().join() === '@type,position,url')).toBe(true);
    expect(list.itemListElement.map((i) => pathOf(i.url))).toEqual(
      ranked.map((r) => localePath(locale, `/teilnehmer/${r.ref}`)),
    );
    expect(list.itemListElement.filter((i) => !byUrl.has(pathOf(i.url)))).toEqual([]);
  }
});

test('every participant page has its breadcrumb trail Home › Ranking › Company (BreadcrumbList)', () => {
  const problems: string[] = [];
  for (const p of participantPages) {
    const year = yearOf(p);
    const row = edition(year).rows.find((r) => r.ref === p.url.split('/').pop());
    const trail = structuredData(p).find((n) => n['@type'] === 'BreadcrumbList') as
      (Node & { itemListElement: { position: number; name: string; item: string }[] }) | undefined;
    // An archived edition's trail leads through the archive and that edition's ranking.
    const expected =
      year === currentYear
        ? [localePath(p.locale, '/'), localePath(p.locale, '/rangliste'), p.url]
        : [
            localePath(p.locale, '/'),
            localePath(p.locale, '/archiv'),
            localePath(p.locale, `/${year}/rangliste`),
            p.url,
          ];
    const got = trail?.itemListElement ?? [];
    if (got.map((i) => pathOf(i.item)).join(' › ') !== expected.join(' › '))
      problems.push(`${p.file}: ${got.map((i) => i.item).join(' › ')}`);
    if (got.map((i) => i.position).join() !== expected.map((_, i) => i + 1).join())
      problems.push(`${p.file}: positions ${got.map((i) => i.position).join()}`);
    const last = got.at(-1)?.name;
    if (row && last !== nameOf(row)) problems.push(`${p.file}: last step ${last}, not ${nameOf(row)}`);
  }
  expect(problems).toEqual([]);
});

test('an archived edition’s ranking, winners and special mentions lead through the archive (BreadcrumbList)', () => {
  const problems: string[] = [];
  for (const year of editions.map((e) => e.year).filter((y) => y !== currentYear))
    for (const locale of locales)
      for (const page of ['/rangliste', '/gewinner', '/special-mention']) {
        const url = localePath(locale, `/${year}${page}`);
        const p = byUrl.get(url);
        const trail =
          p &&
          (structuredData(p).find((n) => n['@type'] === 'BreadcrumbList') as
            (Node & { itemListElement: { item: string }[] }) | undefined);
        const got = (trail?.itemListElement ?? []).map((i) => pathOf(i.item)).join(' › ');
        const expected = [localePath(locale, '/'), localePath(locale, '/archiv'), url].join(' › ');
        if (got !== expected) problems.push(`${url}: ${got || 'no trail'}`);
      }
  expect(problems).toEqual([]);
});

test('not-found pages are kept out of the index', () => {
  for (const p of pages.filter(isNotFound)) expect(meta(p, 'robots'), p.file).toMatch(/noindex/);
});

test(`${sampleData ? 'every page is' : 'no other page is'} kept out of the index (sample data ${sampleData ? 'on' : 'off'})`, () => {
  for (const p of pages.filter((page) => !isNotFound(page))) {
    if (sampleData) expect(meta(p, 'robots'), p.file).toMatch(/noindex/);
    else expect(meta(p, 'robots') ?? '', p.file).not.toMatch(/noindex/);
  }
});
