import { config } from '@/lib/config';
import { loadContent } from '@/lib/content/load';
import { editionInfo } from '@/lib/editions/edition-info';
import type { Locale } from '@/lib/i18n/locales';
import { localeHref } from '@/lib/i18n/paths';
import { buildAtomFeed, feedPath } from '@/lib/press/feed';
import { editionPath, localisedHref, localisedPath, routes } from '@/lib/routes';
import { absoluteUrl } from '@/lib/seo/metadata';
import { createTranslator } from 'next-intl';

/** The Atom feed's media type, as the bundled server, nginx and the CDN send /feed.xml. */
export const ATOM_TYPE = 'application/atom+xml; charset=utf-8';

const absolute = (href: string) => absoluteUrl(config.siteUrl, href);

/** A locale's Atom feed (lib/press/feed): every edition and its media release, from the content. */
export function atomFeed(locale: Locale): string {
  const { editions, current, messages } = loadContent();
  const t = createTranslator({ locale, messages: messages[locale], namespace: 'press.feed' });
  // An edition's page: the current edition's at its path, an archived one's under its year.
  const pageUrl = (page: 'winners' | 'press', year: number) => {
    const { archivedYear } = editionInfo(year, current.year);
    const path = archivedYear === undefined ? localisedPath(page) : editionPath(routes[page].path, archivedYear);
    return absolute(localisedHref(locale, path));
  };
  return buildAtomFeed({
    language: locale,
    feedUrl: absolute(localeHref(locale, feedPath)),
    homeUrl: absolute(localeHref(locale, routes.home.path)),
    title: t('title'),
    subtitle: t('subtitle'),
    author: messages[locale].seo.organization.name,
    // The year as a string: as a number, ICU would group its digits (2’026).
    editionTitle: (year) => t('editionTitle', { year: String(year) }),
    editionSummary: (year, reports) => t('editionSummary', { year: String(year), reports }),
    editions: editions.map((edition) => ({
      year: edition.year,
      publication: edition.dates.publication,
      reports: edition.participants.length,
      winnersUrl: pageUrl('winners', edition.year),
      pressUrl: pageUrl('press', edition.year),
      release: edition.texts[locale].pages.press.release,
    })),
  });
}

/** The route handler of a locale's feed. */
export function feedRoute(locale: Locale) {
  return function GET() {
    return new Response(atomFeed(locale), { headers: { 'Content-Type': ATOM_TYPE } });
  };
}
