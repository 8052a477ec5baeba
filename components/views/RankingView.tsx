import { WinnerSlider } from '@/components/carousel/WinnerSlider';
import { PageIntro } from '@/components/content/PageIntro';
import { RankingSection } from '@/components/ranking/RankingSection';
import { PageShell } from '@/components/shell/PageShell';
import { loadMessages } from '@/lib/content/load';
import type { Locale } from '@/lib/i18n/locales';
import { routes } from '@/lib/routes';
import { JsonLd } from '@/components/seo/JsonLd';
import { rankingStructuredData } from '@/components/seo/structuredData';

/** The ranking page (/rangliste): intro, the sortable table, the winner slider. */
export function RankingView({ locale }: { locale: Locale }) {
  const messages = loadMessages(locale);
  return (
    <PageShell locale={locale} page="ranking" path={routes.ranking.path}>
      <JsonLd data={rankingStructuredData(locale)} />
      <PageIntro intro={messages.pages.ranking.intro} locale={locale} messages={messages} where="pages.ranking.intro" />
      <RankingSection locale={locale} />
      <WinnerSlider locale={locale} />
    </PageShell>
  );
}
