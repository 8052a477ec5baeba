import { getTranslations } from 'next-intl/server';
import styles from './profile.module.css';
import type { Participant } from '@/lib/content/participant';
import type { Locale } from '@/lib/i18n/locales';
import { rankMovement, type RankMovement } from '@/lib/participant/movement';

/** Movement of the three ranks since the previous edition; the overall rank's only when that edition is on the site. */
export async function RankMovementList({ locale, participant }: { locale: Locale; participant: Participant }) {
  const t = await getTranslations({ locale, namespace: 'participant' });
  const items = [
    {
      key: 'valueReporting',
      label: t('ranks.valueReporting'),
      movement: rankMovement(participant.rankVR, participant.prevYearVR),
    },
    { key: 'design', label: t('ranks.design'), movement: rankMovement(participant.rankDS, participant.prevYearDS) },
    ...(participant.prevYearOverall === undefined
      ? []
      : [
          {
            key: 'overall',
            label: t('ranks.overall'),
            movement: rankMovement(participant.rankOverall, participant.prevYearOverall),
          },
        ]),
  ];
  const describe = (m: RankMovement) =>
    m.kind === 'up' || m.kind === 'down' ? t(`movement.${m.kind}`, { by: m.by }) : t(`movement.${m.kind}`);
  return (
    <div className={styles.movement}>
      <h3 className={styles.movementTitle}>{t('movement.title')}</h3>
      <dl className={styles.movementList}>
        {items.map(({ key, label, movement }) => (
          <div key={key} className={styles.movementItem} data-movement={movement.kind} data-group={key}>
            <dt>{label}</dt>
            <dd>
              <span className={styles.movementArrow} aria-hidden="true">
                {arrow(movement.kind)}
              </span>
              <span className={styles.movementText}>{describe(movement)}</span>
              {'previous' in movement && (
                <span className={styles.movementPrevious}>{t('movement.previous', { rank: movement.previous })}</span>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function arrow(kind: RankMovement['kind']): string {
  if (kind === 'up') return '↑';
  if (kind === 'down') return '↓';
  if (kind === 'same') return '→';
  return '·';
}
