import type { ComponentType } from 'react';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { editionPageMetadata } from './metadata';
import { currentEdition, loadShell } from './page-data';
import type { ViewProps } from '@/components/views/view-props';
import type { EditionPageKey } from '@/lib/content/edition-texts-schema';
import { loadContent } from '@/lib/content/load';
import type { Edition } from '@/lib/editions/edition';
import type { Locale } from '@/lib/i18n/locales';
import { placeholderArchiveYear } from '@/lib/routes';

/**
 * The routes of an archived edition, /{year}/… and /en/{year}/…: the same views and loaders as
 * the current edition's pages, given the edition the year names. Only archived years get pages
 * (the current edition is at the spec's paths); any other year is a 404 (dynamicParams = false).
 */
export type YearParams = { params: Promise<{ year: string }> };

export function archivedEditions(): Edition[] {
  const current = currentEdition();
  return loadContent().editions.filter((edition) => edition !== current);
}

export function archivedYearParams() {
  const years = archivedEditions().map((edition) => ({ year: String(edition.year) }));
  return years.length ? years : [{ year: placeholderArchiveYear }];
}

/** The archived edition a URL's year names; undefined for the current year or any other. */
export function archivedEdition(year: string): Edition | undefined {
  if (!/^\d{4}$/.test(year)) return undefined;
  return archivedEditions().find((edition) => edition.year === Number(year));
}

export function archivedEditionPage<D extends object>(
  locale: Locale,
  View: ComponentType<D & ViewProps>,
  load: (locale: Locale, edition: Edition) => D | Promise<D>,
) {
  return async function ArchivedEditionPage({ params }: YearParams) {
    const edition = archivedEdition((await params).year);
    if (!edition) notFound();
    setRequestLocale(locale);
    const data = await load(locale, edition);
    return <View {...data} locale={locale} shell={await loadShell(locale)} />;
  };
}

export function archivedEditionMetadata(page: Exclude<EditionPageKey, 'participant' | 'home'>, locale: Locale) {
  return async function generateMetadata({ params }: YearParams): Promise<Metadata> {
    const edition = archivedEdition((await params).year);
    return edition ? editionPageMetadata(page, locale, edition) : {};
  };
}
