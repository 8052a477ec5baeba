import { getTranslations } from 'next-intl/server';
import styles from './ranking.module.css';
import type { Locale } from '@/lib/i18n/locales';

/**
 * What the table's signs mean, above the table, where a reader meets them first; the compare
 * toggle's sign where the toggles show no label (narrow screens; only in the current edition,
 * whose rows have toggles). On narrow screens, where the table scrolls sideways, a hint says
 * that more columns follow.
 *
 * The signs are drawn by CSS from data-sign (ranking.module.css), hidden from screen readers:
 * the markup, which the page's router payload repeats, stays the words.
 */
export async function RankingLegend({ locale, comparable }: { locale: Locale; comparable: boolean }) {
  const t = await getTranslations({ locale, namespace: 'ranking' });
  return (
    <>
      <ul className={styles.legend} aria-label={t('legendLabel')}>
        <li data-sign="star">{t('certificate')}</li>
        <li data-sign="move">{t('legendMovement')}</li>
        <li data-sign="–">{t('unranked')}</li>
        <li data-sign="*">{t('separatelyRanked')}</li>
        {comparable && <li data-sign="compare">{t('legendCompare')}</li>}
      </ul>
      <p className={styles.swipeHint}>{t('swipeHint')}</p>
    </>
  );
}
