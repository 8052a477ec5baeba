import type { ViewProps } from '@/components/views/view-props';
import { PageIntro } from '@/components/content/PageIntro';
import { PageShell } from '@/components/shell/PageShell';
import type { PageTexts } from '@/lib/content/message-schema';
import { routes, type SitePageKey } from '@/lib/routes';

/**
 * A page that is its intro text (/kontakt, /datenschutz): the intro, then the rich text with its
 * headings hung in a narrow column beside their sections (directions and questions; the notice).
 * The contact page's intro columns are two equal information blocks (programme office; media and
 * participation); the other pages have the usual lead beside a narrower column.
 */
export function TextPageView({ locale, shell, page, texts }: ViewProps & { page: SitePageKey; texts: PageTexts }) {
  return (
    <PageShell locale={locale} page={page} path={routes[page].path} shell={shell}>
      <PageIntro
        intro={texts.intro}
        locale={locale}
        linkLabels={shell.texts.linkLabels}
        columns={page === 'contact' ? 'even' : 'lead'}
        richTextLayout="sideHeadings"
      />
    </PageShell>
  );
}
