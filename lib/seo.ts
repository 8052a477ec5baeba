import type { Metadata } from 'next';
import { localeHref } from './i18n/paths';
import { defaultLocale, locales, type Locale } from './i18n/locales';

/**
 * Canonical URL and hreflang alternates for a locale-neutral path: one entry per locale plus
 * x-default (the German page, the site's default).
 */
export function alternatesFor(locale: Locale, path: string): NonNullable<Metadata['alternates']> {
  const languages: Record<string, string> = {};
  for (const l of locales) languages[l.code] = localeHref(l.code, path);
  languages['x-default'] = localeHref(defaultLocale, path);
  return { canonical: localeHref(locale, path), languages };
}

export function pageMetadata({ locale, path, title, description, siteName, siteUrl }: {
  locale: Locale;
  path: string;
  title: string;
  description: string;
  siteName: string;
  siteUrl: string;
}): Metadata {
  return {
    metadataBase: new URL(siteUrl),
    title: title === siteName ? title : `${title} | ${siteName}`,
    description,
    alternates: alternatesFor(locale, path),
    openGraph: {
      title,
      description,
      siteName,
      locale: locale.replace('-', '_'),
      type: 'website',
      url: localeHref(locale, path),
    },
  };
}
