import { getTranslations } from 'next-intl/server';
import styles from './head.module.css';
import { RankValue } from './RankValue';
import type { SpecialMentionKey } from '@/lib/content/awards-schema';
import type { Participant } from '@/lib/content/participant';
import type { Locale } from '@/lib/i18n/locales';
import { rankKind } from '@/lib/participant/format';
import { StarIcon } from './icons';

/** Three equal rank circles (rank 1 gold, unranked a dash), and a special mention's circle with its star. */
export async function RankCircles({
  locale,
  participant,
  year,
  mentions,
}: {
  locale: Locale;
  participant: Participant;
  year: number;
  mentions: readonly SpecialMentionKey[];
}) {
  const t = await getTranslations({ locale, namespace: 'participant' });
  const circles = [
    { key: 'valueReporting', label: t('ranks.valueReporting'), rank: participant.rankVR },
    { key: 'design', label: t('ranks.design'), rank: participant.rankDS },
    { key: 'overall', label: t('ranks.overall'), rank: participant.rankOverall },
  ];
  return (
    <ul className={styles.circles} aria-label={t('ranks.label', { year: String(year) })}>
      {circles.map((circle) => (
        <li
          key={circle.key}
          className={styles.circleItem}
          data-circle={circle.key}
          data-kind={rankKind(circle.rank)}
          data-first={circle.rank === 1 || undefined}
        >
          <span className={styles.circleLabel}>{circle.label}</span>
          <span className={styles.circle}>
            <RankValue rank={circle.rank} unranked={t('ranks.unranked')} starred={t('ranks.starred')} />
          </span>
        </li>
      ))}
      {mentions.map((key) => (
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
