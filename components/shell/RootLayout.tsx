import type { ReactNode } from 'react';
import { sans, sansItalic } from './fonts';
import { ConsentBanner } from './ConsentBanner';
import { InlineScript } from './InlineScript';
import { NavigationEvents } from './NavigationEvents';
import { config } from '@/lib/config';
import { consentPrePaintScript } from '@/lib/consent';
import type { Messages } from '@/lib/content/message-schema';
import { localeHref } from '@/lib/i18n/paths';
import { routes } from '@/lib/routes';
import type { Locale } from '@/lib/i18n/locales';
import '@/app/globals.css';
// After globals.css, into the same stylesheet: the print rules override the screen's.
import './print.css';

/** The document shell shared by both locales' root layouts: <html lang>, font, islands. */
export function RootLayout({
  locale,
  consentTexts,
  children,
}: {
  locale: Locale;
  consentTexts: Messages['cookieBanner'];
  children: ReactNode;
}) {
  return (
    <html lang={locale} className={`${sans.variable} ${sansItalic.variable}`}>
      <body>
        {/* Shows the cookie banner with the first paint while no choice is stored. */}
        <InlineScript code={consentPrePaintScript()} />
        {children}
        <NavigationEvents />
        <ConsentBanner
          gtmId={config.gtmId}
          privacyHref={localeHref(locale, routes.privacy.path)}
          texts={consentTexts}
        />
      </body>
    </html>
  );
}
