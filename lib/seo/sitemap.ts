import type { MetadataRoute } from 'next';
import { locales, type Locale } from '../i18n/locales';
import {
  archivedPageKeys,
  editionPath,
  localisedHref,
  localisedPath,
  pageKeys,
  participantPath,
  routes,
  type LocalisedPath,
} from '../routes';
import { absoluteUrl, hreflangs } from './metadata';

/**
 * sitemap.xml: every page of lib/routes but those with `sitemap: false`, in both languages, with
 * hreflang alternates and absolute URLs; each archived edition adds its pages and its participants'
 * pages under its year.
 */
export interface SitemapEdition {
  /** undefined for the current edition. */
  archivedYear?: number;
  refs: readonly string[];
}

export function localePaths(editions: readonly SitemapEdition[]): LocalisedPath[] {
  const pages = pageKeys.filter((key) => routes[key].sitemap !== false).map(localisedPath);
  const archivedPages = archivedPageKeys.filter((key) => key !== 'participant');
  return [
    ...pages,
    ...editions.flatMap(({ archivedYear, refs }) => [
      ...(archivedYear === undefined ? [] : archivedPages.map((key) => editionPath(routes[key].path, archivedYear))),
      ...refs.map((ref) => participantPath(ref, undefined, archivedYear)),
    ]),
  ];
}

export function sitemapEntries(siteUrl: string, paths: readonly LocalisedPath[]): MetadataRoute.Sitemap {
  return paths.flatMap((path) => {
    const url = (locale: Locale) => absoluteUrl(siteUrl, localisedHref(locale, path));
    const languages = hreflangs(url);
    return locales.map((l) => ({ url: url(l.code), alternates: { languages } }));
  });
}
