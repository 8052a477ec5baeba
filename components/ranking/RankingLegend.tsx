import { getTranslations } from 'next-intl/server';
import { StarIcon } from './CertificateStar';
import styles from './ranking.module.css';
import type { Locale } from '@/lib/i18n/locales';

/** What the table's signs mean, below the table, as in a printed results list. */
export async function RankingLegend({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'ranking' });
  return (
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
    </ul>
  );
}
