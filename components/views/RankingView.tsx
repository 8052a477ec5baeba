import type { WinnerSliderData } from '@/lib/awards/cards';
import type { ViewProps } from '@/components/views/view-props';
import { WinnerSlider } from '@/components/carousel/WinnerSlider';
import { PageIntro } from '@/components/content/PageIntro';
import { RankingSection } from '@/components/ranking/RankingSection';
import { PageShell } from '@/components/shell/PageShell';
import type { Messages } from '@/lib/content/message-schema';
import type { RankingRow } from '@/lib/ranking/row';
import { routes } from '@/lib/routes';
import { JsonLd } from '@/lib/seo/JsonLd';
import type { JsonLdDocument } from '@/lib/seo/structured-data/types';

interface RankingData {
  texts: Messages['pages']['ranking'];
  /** Every participant's row, in the default order. */
  rows: readonly RankingRow[];
  slider: WinnerSliderData;
  structuredData: JsonLdDocument;
}

/** The ranking page (/rangliste): intro, the sortable table, the winner slider. */
export function RankingView({ locale, shell, texts, rows, slider, structuredData }: ViewProps & RankingData) {
  return (
    <PageShell locale={locale} page="ranking" path={routes.ranking.path} shell={shell}>
      <JsonLd data={structuredData} />
      <PageIntro intro={texts.intro} locale={locale} linkLabels={shell.texts.linkLabels} />
      <RankingSection locale={locale} rows={rows} />
      <WinnerSlider locale={locale} slider={slider} />
    </PageShell>
  );
}
