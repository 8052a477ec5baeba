import type { ReactNode } from 'react';
import { Footer } from './Footer';
import { Header } from './Header';
import { SampleDataNotice } from './SampleDataNotice';
import type { ShellData } from '@/components/shell/shell-data';
import { ArchivedEditionNotice } from '@/components/editions/ArchivedEditionNotice';
import type { EditionInfo } from '@/lib/editions/edition-info';
import type { Locale } from '@/lib/i18n/locales';
import { pagePath, routes, type PageKey } from '@/lib/routes';

/**
 * Header, main and footer, rendered by each page rather than the layout, so that header colour and
 * aria-current are in its static HTML. An archived edition's page opens with its notice.
 */
export function PageShell({
  locale,
  page,
  path,
  shell,
  edition,
  currentPath = routes[page].path,
  children,
}: {
  locale: Locale;
  page: PageKey;
  path: string;
  shell: ShellData;
  edition?: EditionInfo;
  currentPath?: string;
  children: ReactNode;
}) {
  return (
    <>
      <a id="top" className="skip-link" href="#main">
        {shell.texts.site.skipToContent}
      </a>
      {shell.sampleData && <SampleDataNotice texts={shell.texts.site.sampleDataNotice} />}
      <Header
        locale={locale}
        texts={shell.texts}
        current={page}
        path={path === routes[page].path ? pagePath(page, locale) : path}
        colour={routes[page].headerColour}
        showGalleryLink={shell.showGalleryLink}
      />
      <main id="main" tabIndex={-1} data-page={page} data-edition={edition?.year}>
        {edition?.archivedYear !== undefined && (
          <ArchivedEditionNotice locale={locale} edition={edition} currentPath={currentPath} />
        )}
        {children}
      </main>
      <Footer locale={locale} texts={shell.texts.footer} nav={shell.texts.nav} />
    </>
  );
}
