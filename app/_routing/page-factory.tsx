import type { ComponentType } from 'react';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getMessages, setRequestLocale } from 'next-intl/server';
import {
  archivedEdition,
  archivedEditions,
  currentEdition,
  editionOf,
  loadPage,
  loadShell,
  type StaticPageKey,
} from './page-data';
import type { PageViewProps, ViewProps } from '@/components/views/view-props';
import type { ArchivedEditionPage } from '@/lib/breadcrumbs/trail';
import { config } from '@/lib/config';
import type { EditionPageKey } from '@/lib/content/edition-texts-schema';
import { loadContent } from '@/lib/content/load';
import { sampleDataOn } from '@/lib/content/sample-data';
import type { Edition } from '@/lib/editions/edition';
import type { Locale } from '@/lib/i18n/locales';
import {
  editionPath,
  localisedPath,
  placeholderArchiveYear,
  routes,
  type LocalisedPath,
  type SitePageKey,
} from '@/lib/routes';
import { defaultShareImagePath, pageMetadata, shareImage, type ShareImage } from '@/lib/seo/metadata';

/**
 * What the route files of app/(de) and app/en export: a page of lib/routes in a locale, its data
 * loaded by app/_routing/page-data, and its metadata. Each route file passes its own view: a
 * shared switch over all views would put every page's client islands into every page's
 * JavaScript. An archived edition's pages (/{year}/…) are the same views given that edition;
 * only archived years get pages, any other year is a 404 (dynamicParams = false).
 */
export function staticPage<K extends StaticPageKey>(locale: Locale, page: K, View: ComponentType<PageViewProps<K>>) {
  return async function RoutePage() {
    setRequestLocale(locale);
    return render(View, await loadPage(page, locale), locale);
  };
}

/** A view with its data, the locale and the header's and footer's data. */
export async function render<D>(View: ComponentType<D & ViewProps>, data: D, locale: Locale) {
  const props: D & ViewProps = { ...data, locale, shell: await loadShell(locale) };
  return <View {...props} />;
}

type YearParams = { params: Promise<{ year: string }> };

export function archivedEditionPage<K extends ArchivedEditionPage>(
  locale: Locale,
  page: K,
  View: ComponentType<PageViewProps<K>>,
) {
  return async function ArchivedEditionPage({ params }: YearParams) {
    const edition = archivedEdition((await params).year);
    if (!edition) notFound();
    setRequestLocale(locale);
    return render(View, await loadPage(page, locale, edition), locale);
  };
}

export function archivedYearParams() {
  const years = archivedEditions().map((edition) => ({ year: String(edition.year) }));
  return years.length ? years : [{ year: placeholderArchiveYear }];
}

/**
 * Title, description, canonical and share image of a page with a fixed path. The pages of an
 * edition take their texts from the edition they show: the current one here, an archived one
 * through archivedEditionMetadata.
 */
export function routeMetadata(page: StaticPageKey, locale: Locale) {
  return async function generateMetadata(): Promise<Metadata> {
    if (routes[page].texts === 'edition') return editionPageMetadata(page as EditionPage, locale, currentEdition());
    const { title, description } = (await getMessages({ locale })).pages[page as SitePageKey].seo;
    return metadataFor(locale, localisedPath(page), title, description, { notFound: page === 'notFound' });
  };
}

export function archivedEditionMetadata(page: ArchivedEditionPage, locale: Locale) {
  return async function generateMetadata({ params }: YearParams): Promise<Metadata> {
    const edition = archivedEdition((await params).year);
    return edition ? editionPageMetadata(page, locale, edition) : {};
  };
}

type EditionPage = Exclude<EditionPageKey, 'participant'>;

function editionPageMetadata(page: EditionPage, locale: Locale, edition: Edition): Promise<Metadata> {
  const { title, description } = edition.texts[locale].pages[page].seo;
  const { archivedYear } = editionOf(edition);
  const path = archivedYear === undefined ? localisedPath(page) : editionPath(routes[page].path, archivedYear);
  return metadataFor(locale, path, title, description);
}

/** A page's metadata; `image` for a page with its own share image. */
export async function metadataFor(
  locale: Locale,
  path: LocalisedPath,
  title: string,
  description: string,
  { notFound = false, image }: { notFound?: boolean; image?: ShareImage } = {},
): Promise<Metadata> {
  const messages = await getMessages({ locale });
  return pageMetadata({
    locale,
    path,
    title,
    description,
    siteName: messages.site.name,
    siteUrl: config.siteUrl,
    image: image ?? shareImage(defaultShareImagePath(locale), messages.seo.shareImage.alt),
    noindex: notFound || sampleDataOn(loadContent().site),
  });
}
