import type { MetadataRoute } from 'next';
import { localeHref } from '../i18n/paths';
import { defaultLocale, locales } from '../i18n/locales';
import { editionPath, pageKeys, participantPath, routes } from '../routes';

/** sitemap.xml: every page in both languages with hreflang alternates (x-default German), absolute URLs. */
export interface SitemapEdition {
  /** undefined for the current edition. */
  archivedYear?: number;
  refs: readonly string[];
}

const archivedPages = ['winners', 'ranking', 'specialMention'] as const;

export function localePaths(editions: readonly SitemapEdition[]): string[] {
  const pages = pageKeys.filter((key) => key !== 'participant' && key !== 'notFound').map((key) => routes[key].path);
  return [
    ...pages,
    ...editions.flatMap(({ archivedYear, refs }) => [
      ...(archivedYear === undefined ? [] : archivedPages.map((key) => editionPath(routes[key].path, archivedYear))),
      ...refs.map((ref) => participantPath(ref, undefined, archivedYear)),
    ]),
  ];
}

export function sitemapEntries(siteUrl: string, paths: readonly string[]): MetadataRoute.Sitemap {
  const absolute = (href: string) => `${siteUrl.replace(/\/+$/, '')}${href === '/' ? '' : href}` || siteUrl;
  return paths.flatMap((path) => {
    const languages: Record<string, string> = Object.fromEntries(
      locales.map((l) => [l.code, absolute(localeHref(l.code, path))]),
    );
    languages['x-default'] = absolute(localeHref(defaultLocale, path));
    return locales.map((l) => ({ url: absolute(localeHref(l.code, path)), alternates: { languages } }));
  });
}
