import type { ComponentType } from 'react';
import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { config } from '@/lib/config';
import { loadMessages } from '@/lib/content/load';
import type { Locale } from '@/lib/i18n/locales';
import { routes, type PageKey } from '@/lib/routes';
import { defaultShareImagePath, pageMetadata, shareImage } from '@/lib/seo';

/**
 * What the thin route files under app/ call, so both locale trees share every line of logic.
 * Each route file imports its own view: a shared switch over all views would put every page's
 * client islands into every page's JavaScript.
 */
export function viewPage<P extends { locale: Locale }>(View: ComponentType<P>, props: P) {
  return function RoutePage() {
    setRequestLocale(props.locale);
    return <View {...props} />;
  };
}

export function routeMetadata(page: Exclude<PageKey, 'participant'>, locale: Locale) {
  return async function generateMetadata(): Promise<Metadata> {
    const messages = loadMessages(locale);
    const seo = messages.pages[page].seo;
    const image = shareImage(defaultShareImagePath(locale), messages.seo.shareImage.alt);
    const metadata = pageMetadata({ locale, path: routes[page].path, title: seo.title, description: seo.description, siteName: messages.site.name, siteUrl: config.siteUrl, image });
    return page === 'notFound' ? { ...metadata, robots: { index: false, follow: true } } : metadata;
  };
}
