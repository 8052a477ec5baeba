import { StarSymbol } from './CertificateStar';
import { OpenDataLinks } from './OpenDataLinks';
import { RankingLegend } from './RankingLegend';
import { RankingTable } from './RankingTable';
import styles from './ranking.module.css';
import { loadMessages, loadParticipants } from '@/lib/content/load';
import type { Locale } from '@/lib/i18n/locales';
import { toRankingRow } from '@/lib/ranking/row';
import { defaultSort, sortRows } from '@/lib/ranking/sort';

/**
 * The ranking table with its legend. The rows go to the island already in the default order
 * (company ascending), so the pre-rendered HTML shows them so and the browser need not sort.
 */
export function RankingSection({ locale }: { locale: Locale }) {
  const texts = loadMessages(locale).ranking;
  const rows = sortRows(loadParticipants().map(toRankingRow), defaultSort, locale);
  return (
    <section className={`container ${styles.section}`}>
      <StarSymbol />
      <RankingTable rows={rows} locale={locale} texts={texts} />
      <RankingLegend texts={texts} />
      <OpenDataLinks texts={texts.openData} />
    </section>
  );
}
