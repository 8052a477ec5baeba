import type { Content } from '../../lib/content/load';
import { parseLocalePath } from '../../lib/i18n/paths';
import { pageKeys, pagePath, routes, type PageKey } from '../../lib/routes';
import { escapeAttribute } from '../postbuild/inline-scripts';
import { pageUrlPath } from '../server/resolve';

/**
 * What the search index records of a page beyond its text, from its file's path and the content:
 * its URL, the kind of page, the edition it shows and a participant's sector. The search page
 * filters and labels its results by them. They reach Pagefind as meta tags in the head of the
 * HTML handed to it (searchHead), never in the page on disk, so neither the HTML nor the router
 * payload grows.
 *
 * - kind: "company" (a participant's page, current or archived), "ranking", "award" (winners and
 *   special mentions), "text" (every other page);
 * - edition: the year an edition's page shows (its participants', ranking, winners and special
 *   mentions; the current edition's pages have no year in their path) and, for the home page,
 *   the current year;
 * - sector: a participant's sector key (content/sectors.json), when it has one.
 */
export type PageKind = 'company' | 'ranking' | 'award' | 'text';

export interface PageFacts {
  /** The page's URL as the site links it: clean, percent-encoded ("/en/2025/teilnehmer/sika"). */
  url: string;
  kind: PageKind;
  /** The edition's year, as text ("2025"). */
  edition?: string;
  /** The participant's sector key. */
  sector?: string;
}

/** What the mapping needs of the content, gathered once per build. */
export interface SearchSite {
  currentYear: number;
  /** Each edition's participants, by year: ref → sector key, or null without one. */
  participants: ReadonlyMap<number, ReadonlyMap<string, string | null>>;
}

export function searchSite(content: Pick<Content, 'editions' | 'current'>): SearchSite {
  return {
    currentYear: content.current.year,
    participants: new Map(
      content.editions.map((edition) => [
        edition.year,
        new Map([...edition.byRef].map(([ref, participant]) => [ref, participant.sector])),
      ]),
    ),
  };
}

const kinds: Partial<Record<PageKey, PageKind>> = {
  participant: 'company',
  ranking: 'ranking',
  winners: 'award',
  specialMention: 'award',
};

/**
 * The facts of the exported page `relativeFile` ("en/2025/teilnehmer/sika.html"); throws for a
 * participant's page whose ref the edition does not have (the content and the export disagree).
 */
export function pageFacts(relativeFile: string, site: SearchSite): PageFacts {
  const urlPath = pageUrlPath(relativeFile);
  const url = urlPath.split('/').map(encodeURIComponent).join('/');
  const { locale, path } = parseLocalePath(urlPath);
  const [first = '', ...rest] = path.split('/').slice(1);
  // An archived edition's pages are under its year; the current edition's have none.
  const archived = /^\d{4}$/.test(first) && Number(first) !== site.currentYear && site.participants.has(Number(first));
  const year = archived ? Number(first) : site.currentYear;
  const inner = archived ? `/${rest.join('/')}` : path;

  const participantPrefix = `${pagePath('participant', locale)}/`;
  if (inner.startsWith(participantPrefix) && !inner.slice(participantPrefix.length).includes('/')) {
    const ref = inner.slice(participantPrefix.length);
    const sector = site.participants.get(year)?.get(ref);
    if (sector === undefined) throw new Error(`${url}: the ${year} edition has no participant "${ref}"`);
    return { url, kind: 'company', edition: String(year), ...(sector ? { sector } : {}) };
  }
  const key = pageKeys.find((k) => k !== 'participant' && pagePath(k, locale) === inner);
  if (key === undefined || (archived && routes[key].archived !== true)) return { url, kind: 'text' };
  const kind = kinds[key] ?? 'text';
  const edition = routes[key].archived === true || (key === 'home' && !archived) ? String(year) : undefined;
  return { url, kind, ...(edition ? { edition } : {}) };
}

/**
 * The meta tags that hand the facts to Pagefind: filters kind, edition and sector, and the
 * result's metadata kind and edition (its title is the page's <h1>, Pagefind's own choice).
 */
export function searchHead(facts: PageFacts): string {
  const tag = (attribute: 'filter' | 'meta', name: string, value: string) =>
    `<meta data-pagefind-${attribute}="${name}[content]" content="${escapeAttribute(value)}">`;
  const named = [
    ['kind', facts.kind],
    ['edition', facts.edition],
  ] as const;
  return [
    ...named.flatMap(([name, value]) => (value === undefined ? [] : [tag('filter', name, value)])),
    ...(facts.sector === undefined ? [] : [tag('filter', 'sector', facts.sector)]),
    ...named.flatMap(([name, value]) => (value === undefined ? [] : [tag('meta', name, value)])),
  ].join('');
}

/** The page with the facts' meta tags at the end of its head. */
export function withSearchHead(html: string, facts: PageFacts): string {
  const end = html.indexOf('</head>');
  if (end < 0) throw new Error('no </head> for the search facts');
  return html.slice(0, end) + searchHead(facts) + html.slice(end);
}
