import fs from 'node:fs';
import path from 'node:path';
import { loadContent } from '@/lib/content/load';
import { siteStructuredData } from './site-structured-data';

const site = 'https://example.ch';
const content = loadContent();
const pages = siteStructuredData(content, site);

type Node = Record<string, unknown>;
const nodesOf = (doc: Node): Node[] => (Array.isArray(doc['@graph']) ? (doc['@graph'] as Node[]) : [doc]);

/** The URLs a document's nodes describe: the web site's, the list's, the breadcrumb trail's last step. */
function ownUrls(doc: Node): string[] {
  return nodesOf(doc).flatMap((node) => {
    if (['WebSite', 'ItemList', 'NewsArticle'].includes(node['@type'] as string)) return [node.url as string];
    if (node['@type'] === 'BreadcrumbList') return [(node.itemListElement as { item: string }[]).at(-1)!.item];
    return [];
  });
}

describe('siteStructuredData', () => {
  const archived = content.editions.filter((edition) => edition !== content.current);

  it('has the home page, every edition’s ranking, an archived edition’s award pages and every participant page', () => {
    const participants = content.editions.reduce((sum, edition) => sum + edition.participants.length, 0);
    // Per language: home, the table of honour, the rankings and press rooms, an archived edition's
    // winners and special mentions, the participants.
    expect(pages.size).toBe(2 * (2 + 2 * content.editions.length + 2 * archived.length + participants));
    for (const url of ['/', '/en', '/rangliste', '/en/rangliste', '/bestenliste', '/en/bestenliste'])
      expect(pages.has(url)).toBe(true);
    expect(archived.length).toBeGreaterThan(0);
    for (const path of ['rangliste', 'gewinner', 'special-mention', 'presse'])
      expect(pages.has(`/en/${archived[0]!.year}/${path}`)).toBe(true);
    expect(pages.has('/gewinner')).toBe(false);
  });

  it('gives each page the documents about that page', () => {
    for (const [url, doc] of pages) {
      const expected = url === '/' ? site : `${site}${url}`;
      const urls = ownUrls(doc);
      expect([url, urls.length > 0]).toEqual([url, true]);
      for (const own of urls) expect([url, own]).toEqual([url, expected]);
    }
  });

  it('gives an archived edition’s ranking its list and its trail through the archive', () => {
    const year = archived[0]!.year;
    const doc = pages.get(`/${year}/rangliste`)!;
    expect(nodesOf(doc).map((node) => node['@type'])).toEqual(['ItemList', 'BreadcrumbList']);
    const trail = nodesOf(doc)[1]!.itemListElement as { name: string; item: string }[];
    expect(trail.map((step) => step.item)).toEqual([site, `${site}/archiv`, `${site}/${year}/rangliste`]);
    expect(trail[2]!.name).toBe(`Rangliste ${year}`);
  });

  it('gives each press room its release as a NewsArticle, dated at the publication with the Zurich offset', () => {
    const read = (file: string) => JSON.parse(fs.readFileSync(path.join(process.cwd(), 'content', file), 'utf8'));
    for (const edition of content.editions) {
      const year = edition.year;
      const dates = read(`editions/${year}/dates.json`) as { publication: string };
      // December and summer in Zurich: +01:00 and +02:00, written out here rather than computed.
      const offset = /^\d{4}-(0[4-9]|10)/.test(dates.publication) ? '+02:00' : '+01:00';
      for (const [prefix, locale] of [
        ['', 'de-CH'],
        ['/en', 'en-GB'],
      ] as const) {
        const page = edition === content.current ? `${prefix}/presse` : `${prefix}/${year}/presse`;
        const doc = pages.get(page)!;
        const article = nodesOf(doc).find((node) => node['@type'] === 'NewsArticle')!;
        const texts = read(`editions/${year}/i18n/${locale}.json`) as {
          pages: { press: { release: { title: string } } };
        };
        expect(article).toMatchObject({
          headline: texts.pages.press.release.title,
          datePublished: `${dates.publication}${offset}`,
          inLanguage: locale,
          url: `${site}${page}`,
          publisher: { '@type': 'Organization', url: prefix ? `${site}/en` : site },
        });
      }
    }
  });

  it('lists a ranking’s participants in that edition’s pages', () => {
    const list = pages.get('/en/rangliste') as unknown as { itemListElement: { url: string }[] };
    expect(list.itemListElement.length).toBeGreaterThan(0);
    for (const item of list.itemListElement) expect(item.url).toMatch(/^https:\/\/example\.ch\/en\/teilnehmer\//);
  });

  it('lists the table of honour’s companies, each once, linked to its newest result page', () => {
    const list = pages.get('/en/bestenliste') as unknown as {
      numberOfItems: number;
      itemListElement: { position: number; name: string; url: string }[];
    };
    // Every company with an overall rank in some edition, by ref.
    const placed = new Set(
      content.editions.flatMap((e) =>
        e.participants.filter((p) => typeof p.rankOverall === 'number').map((p) => p.ref),
      ),
    );
    expect(list.numberOfItems).toBe(placed.size);
    expect(list.itemListElement.map((item) => item.position)).toEqual([...placed].map((_, i) => i + 1));
    const refs = list.itemListElement.map((item) => item.url.replace(/^.*\/teilnehmer\//, ''));
    expect(new Set(refs)).toEqual(placed);
    for (const item of list.itemListElement) expect(pages.has(item.url.replace(site, ''))).toBe(true);
  });
});
