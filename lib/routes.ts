import { localeHref } from './i18n/paths';
import { localeCodes, type Locale } from './i18n/locales';

/**
 * Every page of the site, described once; the sitemap, navigation, breadcrumbs, metadata, route
 * files and the test of app/'s folders (app/routes.test.ts) read it. How to add a page:
 * docs/adding-a-page.md.
 *
 * - `path`: locale-neutral, the German path; `paths` gives a locale its own (app/en/… then uses it).
 * - `headerColour`: white, gold or black where the design fixes it, else red or gold (gold for the
 *   two award pages).
 * - `nav`: the header's main or meta navigation (in this order), or the footer's links.
 * - `texts`: 'edition' when the page's texts come from the edition it shows
 *   (content/editions/{year}/i18n/), else they are `pages.{key}` of content/i18n/{locale}.json;
 *   the page's name in the navigation and breadcrumbs is `nav.{key}` there.
 * - `archived`: an archived edition has the page too, under its year (/2025/rangliste, app/…/[year]/).
 * - `sitemap: false`: not listed in sitemap.xml.
 */
export type HeaderColour = 'white' | 'gold' | 'black' | 'red';

export interface PageRoute {
  path: string;
  paths?: Partial<Record<Locale, string>>;
  headerColour: HeaderColour;
  nav?: 'main' | 'meta' | 'footer';
  texts?: 'edition';
  archived?: true;
  sitemap?: false;
}

const pages = {
  home: { path: '/', headerColour: 'white', texts: 'edition' },
  winners: { path: '/gewinner', headerColour: 'gold', nav: 'main', texts: 'edition', archived: true },
  ranking: { path: '/rangliste', headerColour: 'red', nav: 'main', texts: 'edition', archived: true },
  criteria: { path: '/kriterien', headerColour: 'black', nav: 'main' },
  jury: { path: '/jury', headerColour: 'black', nav: 'main' },
  specialMention: { path: '/special-mention', headerColour: 'gold', texts: 'edition', archived: true },
  about: { path: '/ueber-uns', headerColour: 'white', nav: 'meta' },
  partners: { path: '/partner', headerColour: 'red', nav: 'meta' },
  downloads: { path: '/downloads', headerColour: 'black', nav: 'meta' },
  gallery: { path: '/galerie', headerColour: 'white', nav: 'meta' },
  contact: { path: '/kontakt', headerColour: 'gold', nav: 'footer' },
  privacy: { path: '/datenschutz', headerColour: 'red', nav: 'footer' },
  press: { path: '/presse', headerColour: 'red', nav: 'meta', texts: 'edition', archived: true },
  archive: { path: '/archiv', headerColour: 'black', nav: 'meta' },
  compare: { path: '/vergleich', headerColour: 'red' },
  search: { path: '/suche', headerColour: 'black' },
  companies: { path: '/unternehmen', headerColour: 'black', nav: 'footer' },
  honour: { path: '/bestenliste', headerColour: 'gold', nav: 'footer' },
  participant: { path: '/teilnehmer', headerColour: 'red', texts: 'edition', archived: true, sitemap: false },
  notFound: { path: '/404', headerColour: 'red', sitemap: false },
} as const satisfies Record<string, PageRoute>;

export type PageKey = keyof typeof pages;
export const routes: Readonly<Record<PageKey, PageRoute>> = pages;
// Pure: the client islands that build participant links leave the lists out of their JavaScript.
export const pageKeys = /* @__PURE__ */ Object.keys(pages) as PageKey[];

/** The pages whose texts are `pages.{key}` of the site's messages. */
export type SitePageKey = { [K in PageKey]: (typeof pages)[K] extends { texts: 'edition' } ? never : K }[PageKey];
export const sitePageKeys = /* @__PURE__ */ pageKeys.filter(
  (key): key is SitePageKey => routes[key].texts !== 'edition',
);

/** The pages an archived edition has under its year. */
export type ArchivedPageKey = { [K in PageKey]: (typeof pages)[K] extends { archived: true } ? K : never }[PageKey];
export const archivedPageKeys = /* @__PURE__ */ pageKeys.filter(
  (key): key is ArchivedPageKey => routes[key].archived === true,
);

const navOf = (nav: PageRoute['nav']) => pageKeys.filter((key) => routes[key].nav === nav);
export const mainNav = /* @__PURE__ */ navOf('main');
export const metaNav = /* @__PURE__ */ navOf('meta');
export const footerNav = /* @__PURE__ */ navOf('footer');

/** A page's path in a locale, locale-neutral unless the page names its own for that locale. */
export function pagePath(key: PageKey, locale: Locale): string {
  return routes[key].paths?.[locale] ?? routes[key].path;
}

/** A path the same in every locale, or one per locale. */
export type LocalisedPath = string | Record<Locale, string>;

export function localisedPath(key: PageKey): LocalisedPath {
  if (!routes[key].paths) return routes[key].path;
  return Object.fromEntries(localeCodes.map((locale) => [locale, pagePath(key, locale)])) as Record<Locale, string>;
}

/** The URL of a localised path in a locale (lib/i18n/paths). */
export function localisedHref(locale: Locale, path: LocalisedPath): string {
  return localeHref(locale, typeof path === 'string' ? path : path[locale]);
}

/**
 * A page of an edition: the current edition's pages are at their paths, an archived edition's
 * under its year (/2025/rangliste); `archivedYear` is undefined for the current one.
 */
export function editionPath(path: string, archivedYear?: number): string {
  if (archivedYear === undefined) return path;
  return path === '/' ? `/${archivedYear}` : `/${archivedYear}${path}`;
}

/**
 * A static export needs at least one page per route. Without archived editions, the /{year}/…
 * routes get this one year, whose pages are the 404 page; the build removes them.
 */
export const placeholderArchiveYear = '0000';

export function participantPath(ref: string, category?: number, archivedYear?: number): string {
  const base = editionPath(`${routes.participant.path}/${encodeURIComponent(ref)}`, archivedYear);
  return category === undefined ? base : `${base}?category=${category}`;
}
