import type { ReactNode } from 'react';
import { setRequestLocale } from 'next-intl/server';
import { sans } from './fonts';
import { ConsentBanner } from './ConsentBanner';
import { ConsentPrePaint } from './ConsentPrePaint';
import { NavigationEvents } from './NavigationEvents';
import { config } from '@/lib/config';
import { loadMessages } from '@/lib/content/load';
import { localeHref } from '@/lib/i18n/paths';
import { routes } from '@/lib/routes';
import type { Locale } from '@/lib/i18n/locales';
import '@/app/globals.css';

/** The document shell shared by both locales' root layouts: <html lang>, font, islands. */
export function RootLayout({ locale, children }: { locale: Locale; children: ReactNode }) {
  setRequestLocale(locale);
  const t = loadMessages(locale).cookieBanner;
  return (
    <html lang={locale} className={sans.variable}>
      <body>
        <ConsentPrePaint />
        {children}
        <NavigationEvents />
        <ConsentBanner
          gtmId={config.gtmId}
          privacyHref={localeHref(locale, routes.privacy.path)}
          texts={{ label: t.label, title: t.title, text: t.text, accept: t.accept, decline: t.decline, privacyLink: t.privacyLink }}
        />
      </body>
    </html>
  );
}
