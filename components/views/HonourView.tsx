import type { PageViewProps } from '@/components/views/view-props';
import { HonourSection } from '@/components/honour/HonourSection';
import { CompactPageIntro } from '@/components/content/PageIntroCompact';
import { PageShell } from '@/components/shell/PageShell';

/** The table of honour: who has been best over the editions (components/honour/HonourSection). */
export function HonourView({ locale, shell, texts, honour }: PageViewProps<'honour'>) {
  return (
    <PageShell locale={locale} page="honour" shell={shell}>
      <CompactPageIntro intro={texts.intro} locale={locale} linkLabels={shell.texts.linkLabels}>
        <HonourSection locale={locale} table={honour} />
      </CompactPageIntro>
    </PageShell>
  );
}
