import { getTranslations } from 'next-intl/server';
import styles from './head.module.css';
import { RankValue } from './RankValue';
import type { SectionProps } from './participant-page-data';
import { rankKinds } from '@/lib/editions/statistics';
import { rankKind } from '@/lib/participant/format';
import { StarIcon } from './icons';

/** Three equal rank circles (rank 1 gold, unranked a dash), and a special mention's circle with its star. */
export async function RankCircles({
  locale,
  participant,
  edition,
  awards,
}: SectionProps<'participant' | 'edition' | 'awards'>) {
  const t = await getTranslations({ locale, namespace: 'participant' });
  return (
    <ul className={styles.circles} aria-label={t('ranks.label', { year: String(edition.year) })}>
      {rankKinds.map(({ key, field }) => (
        <li
          key={key}
          className={styles.circleItem}
          data-circle={key}
          data-kind={rankKind(participant[field])}
          data-first={participant[field] === 1 || undefined}
        >
          {/* The space keeps label and rank apart in the page's text (the search's excerpts), not on screen. */}
          <span className={styles.circleLabel}>{t(`ranks.${key}`)}</span>{' '}
          <span className={styles.circle}>
            <RankValue rank={participant[field]} unranked={t('ranks.unranked')} starred={t('ranks.starred')} />
          </span>
        </li>
      ))}
      {awards.specialMentions.map(({ key }) => (
        <li key={`special-${key}`} className={styles.circleItem} data-circle="special" data-special={key}>
          <span className={styles.circleLabel}>{t(`specialPrize.${key}`)}</span>
          <span className={styles.circle}>
            <StarIcon className={styles.star} />
            <span className="visually-hidden">{t('specialPrize.badge')}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
