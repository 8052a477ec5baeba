import type { ReactNode } from 'react';
import { getMessages, setRequestLocale } from 'next-intl/server';
import { RootLayout } from '@/components/shell/RootLayout';
import type { Locale } from '@/lib/i18n/locales';

/** The root layout of a locale's route tree: the document shell with the skip link's and cookie banner's texts. */
export function localeLayout(locale: Locale) {
  return async function Layout({ children }: { children: ReactNode }) {
    setRequestLocale(locale);
    const { cookieBanner, site } = await getMessages({ locale });
    return (
      <RootLayout locale={locale} consentTexts={cookieBanner} skipLabel={site.skipToContent}>
        {children}
      </RootLayout>
    );
  };
}
