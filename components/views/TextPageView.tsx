import type { ViewProps } from '@/components/views/view-props';
import { PageIntro } from '@/components/content/PageIntro';
import { PageShell } from '@/components/shell/PageShell';
import type { PageTexts } from '@/lib/content/message-schema';
import { routes } from '@/lib/routes';

/**
 * The contact page's intro columns are two equal information blocks (programme office; media and
 * participation); the privacy page has the usual lead beside a narrower column.
 */
const introColumns = { contact: 'even', privacy: 'lead' } as const;

/**
 * A page that is its intro text (/kontakt, /datenschutz): the intro, then the rich text with its
 * headings hung in a narrow column beside their sections (directions and questions; the notice).
 */
export function TextPageView({
  locale,
  shell,
  page,
  texts,
}: ViewProps & { page: 'contact' | 'privacy'; texts: PageTexts }) {
  return (
    <PageShell locale={locale} page={page} path={routes[page].path} shell={shell}>
      <PageIntro
        intro={texts.intro}
        locale={locale}
        linkLabels={shell.texts.linkLabels}
        columns={introColumns[page]}
        richTextLayout="sideHeadings"
      />
    </PageShell>
  );
}
