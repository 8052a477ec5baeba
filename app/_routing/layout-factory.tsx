import type { ReactNode } from 'react';
import { getMessages, setRequestLocale } from 'next-intl/server';
import { RootLayout } from '@/components/shell/RootLayout';
import { localeCodes, type Locale } from '@/lib/i18n/locales';
import { localeHref } from '@/lib/i18n/paths';
import { feedPath } from '@/lib/press/feed';

/** The root layout of a locale's route tree: the document shell with the skip link's and cookie banner's texts. */
export function localeLayout(locale: Locale) {
  return async function Layout({ children }: { children: ReactNode }) {
    setRequestLocale(locale);
    const { cookieBanner, site } = await getMessages({ locale });
    // The page's own language's feed first.
    const feedLocales = [locale, ...localeCodes.filter((code) => code !== locale)];
    const feeds = await Promise.all(
      feedLocales.map(async (code) => ({
        href: localeHref(code, feedPath),
        hrefLang: code,
        title: (await getMessages({ locale: code })).press.feed.title,
      })),
    );
    return (
      <RootLayout locale={locale} consentTexts={cookieBanner} skipLabel={site.skipToContent} feeds={feeds}>
        {children}
      </RootLayout>
    );
  };
}
