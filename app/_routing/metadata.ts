import type { Metadata } from 'next';
import { getMessages } from 'next-intl/server';
import { currentEdition, editionOf, editionPageTexts } from './page-data';
import { config } from '@/lib/config';
import type { EditionPageKey } from '@/lib/content/edition-texts-schema';
import { loadContent } from '@/lib/content/load';
import { sampleDataOn } from '@/lib/content/sample-data';
import type { Edition } from '@/lib/editions/edition';
import type { Locale } from '@/lib/i18n/locales';
import { editionPath, routes, type PageKey } from '@/lib/routes';
import { defaultShareImagePath, pageMetadata, shareImage } from '@/lib/seo/metadata';

type SitePageKey = Exclude<PageKey, 'participant' | EditionPageKey>;

const editionPageKeys: readonly string[] = ['home', 'winners', 'ranking', 'specialMention'] satisfies EditionPageKey[];

function isEditionPage(page: Exclude<PageKey, 'participant'>): page is Exclude<EditionPageKey, 'participant'> {
  return editionPageKeys.includes(page);
}

/**
 * Title, description, canonical and share image of a page with a fixed path. The pages of an
 * edition (home, winners, ranking, special mentions) take their texts from the edition they
 * show: the current one here, an archived one through editionMetadata.
 */
export function routeMetadata(page: Exclude<PageKey, 'participant'>, locale: Locale) {
  return async function generateMetadata(): Promise<Metadata> {
    if (isEditionPage(page)) return editionPageMetadata(page, locale, currentEdition());
    return sitePageMetadata(page, locale);
  };
}

async function sitePageMetadata(page: SitePageKey, locale: Locale): Promise<Metadata> {
  const messages = await getMessages({ locale });
  const { title, description } = messages.pages[page].seo;
  return metadataFor(locale, routes[page].path, title, description, page === 'notFound');
}

export async function editionPageMetadata(
  page: Exclude<EditionPageKey, 'participant'>,
  locale: Locale,
  edition: Edition,
): Promise<Metadata> {
  const { title, description } = editionPageTexts(locale, edition, page).seo;
  const path = editionPath(routes[page].path, editionOf(edition).archivedYear);
  return metadataFor(locale, path, title, description, false);
}

async function metadataFor(
  locale: Locale,
  path: string,
  title: string,
  description: string,
  notFound: boolean,
): Promise<Metadata> {
  const messages = await getMessages({ locale });
  return pageMetadata({
    locale,
    path,
    title,
    description,
    siteName: messages.site.name,
    siteUrl: config.siteUrl,
    image: shareImage(defaultShareImagePath(locale), messages.seo.shareImage.alt),
    noindex: notFound || sampleDataOn(loadContent().site),
  });
}
