import { loadContent } from '@/lib/content/load';
import { siteStructuredData } from './site-structured-data';

const site = 'https://example.ch';
const content = loadContent();
const pages = siteStructuredData(content, site);

/** The URL a document describes: the web site's, the list's, or the breadcrumb trail's last step. */
function ownUrl(doc: Record<string, unknown>): string | undefined {
  if (Array.isArray(doc['@graph']))
    return (doc['@graph'] as { '@type': string; url?: string }[]).find((n) => n['@type'] === 'WebSite')?.url;
  if (doc['@type'] === 'ItemList') return doc.url as string;
  const steps = doc.itemListElement as { item: string }[];
  return steps.at(-1)?.item;
}

describe('siteStructuredData', () => {
  it('has the home page, every edition’s ranking and every participant page, in both languages', () => {
    const participants = content.editions.reduce((sum, edition) => sum + edition.participants.length, 0);
    expect(pages.size).toBe(2 * (1 + content.editions.length + participants));
    for (const url of ['/', '/en', '/rangliste', '/en/rangliste']) expect(pages.has(url)).toBe(true);
    const archived = content.editions.find((edition) => edition !== content.current);
    if (archived) expect(pages.has(`/en/${archived.year}/rangliste`)).toBe(true);
  });

  it('gives each page the document about that page', () => {
    for (const [url, doc] of pages) expect([url, ownUrl(doc)]).toEqual([url, url === '/' ? site : `${site}${url}`]);
  });

  it('lists a ranking’s participants in that edition’s pages', () => {
    const list = pages.get('/en/rangliste') as unknown as { itemListElement: { url: string }[] };
    expect(list.itemListElement.length).toBeGreaterThan(0);
    for (const item of list.itemListElement) expect(item.url).toMatch(/^https:\/\/example\.ch\/en\/teilnehmer\//);
  });
});
