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

/**
 * The document shell shared by both locales' root layouts: <html lang>, font, islands.
 *
 * The skip link comes first, then the cookie banner, then the page (components/shell/PageShell).
 * Keyboard and screen-reader users meet the banner's question before the page; and the banner,
 * fixed to the viewport, is in the first bytes of the HTML, so that it is painted with the page
 * even where a long page (the ranking) is still being parsed: the largest text of a phone's first
 * screen is then painted at once rather than at the end of the document (docs/performance.md).
 */
export function RootLayout({
  locale,
  consentTexts,
  skipLabel,
  feeds,
  children,
}: {
  locale: Locale;
  consentTexts: Messages['cookieBanner'];
  /** The skip link's text: to the page's main content. */
  skipLabel: string;
  /** The Atom feeds (lib/press/feed), each language's with its title in that language. */
  feeds: readonly { href: string; hrefLang: Locale; title: string }[];
  children: ReactNode;
}) {
  return (
    <html lang={locale} className={`${sans.variable} ${sansItalic.variable}`}>
      <body>
        {/* React places these <link>s in the head: every page names the feeds. */}
        {feeds.map((feed) => (
          <link
            key={feed.hrefLang}
            rel="alternate"
            type="application/atom+xml"
            href={feed.href}
            hrefLang={feed.hrefLang}
            title={feed.title}
          />
        ))}
        {/* Shows the cookie banner with the first paint while no choice is stored. */}
        <InlineScript code={consentPrePaintScript()} />
        <a id="top" className="skip-link" href="#main">
          {skipLabel}
        </a>
        <ConsentBanner
          gtmId={config.gtmId}
          privacyHref={localeHref(locale, routes.privacy.path)}
          texts={consentTexts}
        />
        {children}
        <NavigationEvents />
      </body>
    </html>
  );
}
