import { getTranslations } from 'next-intl/server';
import styles from './profile.module.css';
import type { Participant } from '@/lib/content/participant';
import { rankKinds } from '@/lib/editions/statistics';
import type { Locale } from '@/lib/i18n/locales';
import { rankMovement, type RankMovement } from '@/lib/participant/movement';

/** Movement of the three ranks since the previous edition; the overall rank's only when that edition is on the site. */
export async function RankMovementList({ locale, participant }: { locale: Locale; participant: Participant }) {
  const t = await getTranslations({ locale, namespace: 'participant' });
  // The previous overall rank is undefined when the edition before is not on the site.
  const items = rankKinds
    .filter(({ previous }) => participant[previous] !== undefined)
    .map(({ key, field, previous }) => ({ key, movement: rankMovement(participant[field], participant[previous]) }));
  const describe = (m: RankMovement) =>
    m.kind === 'up' || m.kind === 'down' ? t(`movement.${m.kind}`, { by: m.by }) : t(`movement.${m.kind}`);
  return (
    <div className={styles.movement}>
      <h3 className={styles.movementTitle}>{t('movement.title')}</h3>
      <dl className={styles.movementList}>
        {items.map(({ key, movement }) => (
          <div key={key} className={styles.movementItem} data-movement={movement.kind} data-group={key}>
            <dt>{t(`ranks.${key}`)}</dt>
            <dd>
              <span className={styles.movementArrow} aria-hidden="true">
                {arrows[movement.kind]}
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

const arrows: Record<RankMovement['kind'], string> = { up: '↑', down: '↓', same: '→', new: '·', none: '·' };
