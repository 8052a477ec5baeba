import type { Metadata } from 'next';
import { getMessages } from 'next-intl/server';
import { config } from '@/lib/config';
import { loadContent } from '@/lib/content/load';
import { sampleDataOn } from '@/lib/content/sample-data';
import type { Locale } from '@/lib/i18n/locales';
import { routes, type PageKey } from '@/lib/routes';
import { defaultShareImagePath, pageMetadata, shareImage } from '@/lib/seo/metadata';

/** `generateMetadata` of a page with a fixed path: title, description, canonical, share image. */
export function routeMetadata(page: Exclude<PageKey, 'participant'>, locale: Locale) {
  return async function generateMetadata(): Promise<Metadata> {
    const messages = await getMessages({ locale });
    const { title, description } = messages.pages[page].seo;
    return pageMetadata({
      locale,
      path: routes[page].path,
      title,
      description,
      siteName: messages.site.name,
      siteUrl: config.siteUrl,
      image: shareImage(defaultShareImagePath(locale), messages.seo.shareImage.alt),
      noindex: page === 'notFound' || sampleDataOn(loadContent().site),
    });
  };
}
