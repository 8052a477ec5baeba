import type { PageViewProps } from '@/components/views/view-props';
import { CompareSection } from '@/components/compare/CompareSection';
import { CompactPageIntro } from '@/components/content/PageIntroCompact';
import { PageShell } from '@/components/shell/PageShell';

/** The comparison of up to four companies: an island between the compact head and the rest of the intro. */
export function CompareView({ locale, shell, texts, year }: PageViewProps<'compare'>) {
  return (
    <PageShell locale={locale} page="compare" shell={shell}>
      <CompactPageIntro intro={texts.intro} locale={locale} linkLabels={shell.texts.linkLabels}>
        <CompareSection locale={locale} year={year} />
      </CompactPageIntro>
    </PageShell>
  );
}
