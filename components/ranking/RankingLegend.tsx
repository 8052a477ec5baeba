import { getTranslations } from 'next-intl/server';
import { StarIcon } from './CertificateStar';
import styles from './ranking.module.css';
import type { Locale } from '@/lib/i18n/locales';

/**
 * What the table's signs mean, above the table, where a reader meets them first; the compare
 * toggle's sign where the toggles show no label (narrow screens; only in the current edition,
 * whose rows have toggles). On narrow screens, where the table scrolls sideways, a hint says
 * that more columns follow.
 */
export async function RankingLegend({ locale, comparable }: { locale: Locale; comparable: boolean }) {
  const t = await getTranslations({ locale, namespace: 'ranking' });
  return (
    <div className={styles.key}>
      <ul className={styles.legend} aria-label={t('legendLabel')}>
        <li>
          <StarIcon />
          {t('certificate')}
        </li>
        <li>
          <span data-move="up" aria-hidden="true" />
          <span data-move="down" aria-hidden="true" />
          {t('legendMovement')}
        </li>
        <li>
          <span aria-hidden="true">–</span>
          {t('unranked')}
        </li>
        <li>
          <span aria-hidden="true">*</span>
          {t('separatelyRanked')}
        </li>
        {comparable && (
          <li data-legend="compare">
            <span data-compare-sign="" aria-hidden="true" />
            {t('legendCompare')}
          </li>
        )}
      </ul>
      <p className={styles.swipeHint} aria-hidden="true">
        {t('swipeHint')} →
      </p>
    </div>
  );
}
