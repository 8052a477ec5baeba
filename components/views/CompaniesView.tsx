import type { PageViewProps } from '@/components/views/view-props';
import { CompactPageIntro } from '@/components/content/PageIntroCompact';
import { PageShell } from '@/components/shell/PageShell';

/** The company index: every company that ever took part, A–Z. */
export function CompaniesView({ locale, shell, texts }: PageViewProps<'companies'>) {
  return (
    <PageShell locale={locale} page="companies" shell={shell}>
      <CompactPageIntro intro={texts.intro} locale={locale} linkLabels={shell.texts.linkLabels}>
        {null}
      </CompactPageIntro>
    </PageShell>
  );
}
