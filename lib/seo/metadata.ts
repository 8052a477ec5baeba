import type { Metadata } from 'next';
import { defaultLocale, locales, type Locale } from '../i18n/locales';
import { localisedHref, type LocalisedPath } from '../routes';

/** Page metadata (canonical URL, hreflang, Open Graph, Twitter card); pipeline/media/og-images.ts writes the share images. */

/** Share images are 1200 × 630, the size Open Graph and Twitter's large card expect. */
export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;

/** The site's share image for pages without their own, one per locale (its texts differ). */
export function defaultShareImagePath(locale: Locale): string {
  return `/globalassets/og/default-${locale}.jpg`;
}

/** A participant's share image in an edition, one whatever the language. */
export function participantShareImagePath(ref: string, year: number): string {
  return `/globalassets/og/${year}/${encodeURIComponent(ref)}.jpg`;
}

/** The programme's logo for structured data (a raster copy of app/icon.svg). */
export const organizationLogo = { path: '/globalassets/og/logo.png', width: 512, height: 512 } as const;

/** `url` root-relative: metadataBase makes it absolute. */
export function shareImage(url: string, alt: string) {
  return { url, width: SHARE_IMAGE_WIDTH, height: SHARE_IMAGE_HEIGHT, alt };
}

export type ShareImage = ReturnType<typeof shareImage>;

/** A root-relative href on the public site: "/" → "https://site.ch", "/en" → "https://site.ch/en". */
export function absoluteUrl(siteUrl: string, href: string): string {
  const base = siteUrl.replace(/\/+$/, '');
  return href === '/' ? base : `${base}${href.startsWith('/') ? href : `/${href}`}`;
}

/** "de-CH" → "de_CH", the form og:locale takes. */
export function openGraphLocale(locale: Locale): string {
  return locale.replace('-', '_');
}

/** hreflang alternates: one per locale plus x-default (the German page, the site's default). */
export function hreflangs(href: (locale: Locale) => string): Record<string, string> {
  return { ...Object.fromEntries(locales.map((l) => [l.code, href(l.code)])), 'x-default': href(defaultLocale) };
}

/** Canonical URL and hreflang alternates for a page's path. */
export function alternatesFor(locale: Locale, path: LocalisedPath): NonNullable<Metadata['alternates']> {
  return { canonical: localisedHref(locale, path), languages: hreflangs((l) => localisedHref(l, path)) };
}

export function pageMetadata({
  locale,
  path,
  title,
  description,
  siteName,
  siteUrl,
  image,
  noindex = false,
}: {
  locale: Locale;
  path: LocalisedPath;
  title: string;
  description: string;
  siteName: string;
  siteUrl: string;
  image: ShareImage;
  /** Keep the page out of search engines (sample data, the not-found page). */
  noindex?: boolean;
}): Metadata {
  return {
    metadataBase: new URL(siteUrl),
    title: title === siteName ? title : `${title} | ${siteName}`,
    description,
    alternates: alternatesFor(locale, path),
    ...(noindex && { robots: { index: false, follow: true } }),
    openGraph: {
      title,
      description,
      siteName,
      locale: openGraphLocale(locale),
      alternateLocale: locales.filter((l) => l.code !== locale).map((l) => openGraphLocale(l.code)),
      type: 'website',
      url: localisedHref(locale, path),
      images: [{ ...image, type: 'image/jpeg' }],
    },
    twitter: {
      card: 'summary_large_image',
      title,
      description,
      images: [{ url: image.url, alt: image.alt }],
    },
  };
}
