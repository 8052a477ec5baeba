import type { ViewProps } from '@/components/views/view-props';
import { PageIntro } from '@/components/content/PageIntro';
import { PageShell } from '@/components/shell/PageShell';
import type { PageTexts } from '@/lib/content/message-schema';
import { routes } from '@/lib/routes';

/** Contact's intro columns are two equal information blocks; privacy has the lead beside a narrower one. */
const introColumns = { contact: 'even', privacy: 'lead' } as const;

/** A page that is its intro text (contact, privacy): the intro, then the text with hanging headings. */
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
