import { getTranslations } from 'next-intl/server';
import { OpenDataLinks } from './OpenDataLinks';
import { RankingLegend } from './RankingLegend';
import { RankingTable } from './RankingTable';
import styles from './ranking.module.css';
import type { Locale } from '@/lib/i18n/locales';
import { packRows, type RankingRow } from '@/lib/ranking/row';
import { STAR_ID } from '@/lib/ranking/rows-html';
import { rankingTableTexts, type SectorChoice } from '@/lib/ranking/table-texts';

/**
 * The ranking table with its legend (above the table) and the open data links. `rows` come in the default order
 * (company ascending), so the pre-rendered HTML shows them so and the browser need not sort.
 */
export async function RankingSection({
  locale,
  rows,
  sectors,
  archivedYear,
}: {
  locale: Locale;
  rows: readonly RankingRow[];
  /** Every sector, in the filter's order, named in the page's language. */
  sectors: readonly SectorChoice[];
  /** The year of an archived edition: its rows link to its pages, and its open data is in the editions files. */
  archivedYear?: number;
}) {
  const t = await getTranslations({ locale, namespace: 'ranking' });
  return (
    <section className={`container ${styles.section}`}>
      {/* The certificate star, defined once: every row's star refers to it (lib/ranking/rows-html). */}
      <svg width="0" height="0" style={{ position: 'absolute' }} aria-hidden="true" focusable="false">
        <symbol id={STAR_ID} viewBox="0 0 24 24">
          <path d="M12 2.6l2.9 6 6.5.8-4.8 4.5 1.2 6.5L12 17.2l-5.8 3.2 1.2-6.5L2.6 9.4l6.5-.8z" />
        </symbol>
      </svg>
      <RankingTable
        packed={packRows(rows)}
        locale={locale}
        archivedYear={archivedYear}
        texts={rankingTableTexts(t, locale, rows, sectors)}
        legend={<RankingLegend locale={locale} comparable={archivedYear === undefined} />}
      />
      <OpenDataLinks locale={locale} archived={archivedYear !== undefined} />
    </section>
  );
}
