import type { PageViewProps } from '@/components/views/view-props';
import { CompactPageIntro } from '@/components/content/PageIntroCompact';
import { PageShell } from '@/components/shell/PageShell';

/** The search page: the search form and its results (a client island), and the company index without JavaScript. */
export function SearchView({ locale, shell, texts }: PageViewProps<'search'>) {
  return (
    <PageShell locale={locale} page="search" shell={shell}>
      <CompactPageIntro intro={texts.intro} locale={locale} linkLabels={shell.texts.linkLabels}>
        {null}
      </CompactPageIntro>
    </PageShell>
  );
}
