import type { ReactNode } from 'react';
import { Footer } from './Footer';
import { Header } from './Header';
import type { ShellData } from '@/components/shell/shell-data';
import { ArchivedEditionNotice } from '@/components/editions/ArchivedEditionNotice';
import type { EditionInfo } from '@/lib/editions/edition-info';
import type { Locale } from '@/lib/i18n/locales';
import { editionPath, pagePath, routes, type PageKey } from '@/lib/routes';

/**
 * The pages the site search leaves out: the search itself, the company index and the comparison
 * (lists and tools, no text of their own), the not-found pages. Every other page's main is
 * indexed (data-pagefind-body; the build's search index step, pipeline/search/). What repeats
 * from page to page inside it is marked data-pagefind-ignore="all": neither its text nor its
 * images (Pagefind would take the first as the result's image, and index its address) count.
 */
const unindexedPages: ReadonlySet<PageKey> = new Set(['search', 'companies', 'compare', 'notFound']);

/**
 * Header, main and footer (the skip link to main comes before, from RootLayout), rendered by each
 * page rather than the layout, so that header colour and aria-current are in its static HTML; with
 * sample data, the band above the header says so. An archived edition's page opens with its notice.
 */
export function PageShell({
  locale,
  page,
  shell,
  edition,
  path = editionPath(routes[page].path, edition?.archivedYear),
  currentPath = routes[page].path,
  children,
}: {
  locale: Locale;
  page: PageKey;
  shell: ShellData;
  edition?: EditionInfo;
  /** The page's locale-neutral path: by default its path in lib/routes, under the edition's year when archived. */
  path?: string;
  currentPath?: string;
  children: ReactNode;
}) {
  const notice = shell.texts.site.sampleDataNotice;
  return (
    <>
      {shell.sampleData && (
        // In the flow, without JavaScript, not dismissable.
        <aside className="sample-notice" aria-label={notice.label}>
          <p className="sample-notice__inner">
            <strong className="sample-notice__label">{notice.label}</strong> {notice.text}
          </p>
        </aside>
      )}
      <Header
        locale={locale}
        texts={shell.texts}
        current={page}
        path={path === routes[page].path ? pagePath(page, locale) : path}
        colour={routes[page].headerColour}
        showGalleryLink={shell.showGalleryLink}
      />
      <main
        id="main"
        tabIndex={-1}
        data-page={page}
        data-edition={edition?.year}
        data-pagefind-body={unindexedPages.has(page) ? undefined : ''}
      >
        {edition?.archivedYear !== undefined && (
          <ArchivedEditionNotice locale={locale} edition={edition} currentPath={currentPath} />
        )}
        {children}
      </main>
      <Footer locale={locale} texts={shell.texts.footer} nav={shell.texts.nav} />
    </>
  );
}
