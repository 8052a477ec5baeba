import type { PageViewProps } from '@/components/views/view-props';
import { WinnerSlider } from '@/components/carousel/WinnerSlider';
import { CompactPageIntro } from '@/components/content/PageIntroCompact';
import { RankingSection } from '@/components/ranking/RankingSection';
import { PageShell } from '@/components/shell/PageShell';
import { INTRO_LINE_BUDGETS } from '@/lib/content/intro-line';

/**
 * The ranking page of an edition (/rangliste, /{year}/rangliste): a compact head, the sortable
 * table, the rest of the intro, the winner slider. The head keeps to one intro line (the table's
 * first rows belong on the first screen, a phone's too); a how-to sentence after it follows the
 * table.
 */
export function RankingView(props: PageViewProps<'ranking'>) {
  const { locale, shell, edition, texts, rows, sectors, slider } = props;
  return (
    <PageShell locale={locale} page="ranking" shell={shell} edition={edition}>
      <CompactPageIntro
        intro={texts.intro}
        locale={locale}
        linkLabels={shell.texts.linkLabels}
        budget={INTRO_LINE_BUDGETS.oneLine}
        breadcrumb={props.breadcrumb}
        spaced={false}
      >
        <RankingSection locale={locale} rows={rows} sectors={sectors} archivedYear={edition.archivedYear} />
      </CompactPageIntro>
      <WinnerSlider locale={locale} slider={slider} farBelow />
    </PageShell>
  );
}
