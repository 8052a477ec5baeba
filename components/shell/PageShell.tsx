import type { ReactNode } from 'react';
import { Footer } from './Footer';
import { Header } from './Header';
import { loadContent } from '@/lib/content/load';
import type { Locale } from '@/lib/i18n/locales';
import { routes, type PageKey } from '@/lib/routes';

/**
 * Header, main and footer around a page. Rendered by each page rather than the layout, so the
 * header colour and aria-current are right in every page's static HTML.
 */
export function PageShell({ locale, page, path, children }: { locale: Locale; page: PageKey; path: string; children: ReactNode }) {
  const content = loadContent();
  const messages = content.messages[locale];
  return (
    <>
      <a id="top" className="skip-link" href="#main">
        {messages.site.skipToContent}
      </a>
      <Header
        locale={locale}
        messages={messages}
        current={page}
        path={path}
        colour={routes[page].headerColour}
        showGalleryLink={content.site.header.showGalleryLink}
      />
      <main id="main" tabIndex={-1} data-page={page}>
        {children}
      </main>
      <Footer locale={locale} messages={messages} />
    </>
  );
}
