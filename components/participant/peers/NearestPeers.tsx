import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import styles from './peers.module.css';
import results from '../results.module.css';
import type { SectionProps } from '../participant-page-data';
import { overallPoints } from '@/lib/editions/peers';
import { formatScore } from '@/lib/participant/format';

/**
 * Up to five companies of the sector (else the edition) with the nearest overall points, each
 * linked. Other companies, so left out of the site search.
 */
export async function NearestPeers({
  locale,
  participant,
  peers,
  sector,
}: SectionProps<'participant' | 'peers' | 'sector'>) {
  const points = overallPoints(participant);
  if (!peers.length || points === null) return null;
  const t = await getTranslations({ locale, namespace: 'participant' });
  const score = (value: number | null) => formatScore(value, locale);
  return (
    <section id="peers" className={styles.peers} aria-labelledby="peers-title" data-pagefind-ignore="all">
      <div className="container">
        <h2 id="peers-title" className={results.sectionTitle}>
          {t('peers.title')}
        </h2>
        <p className={styles.intro}>
          {t('peers.intro', { scope: sector?.name ? 'sector' : 'all', sector: sector?.name ?? '' })}
        </p>
        <p className={styles.own}>{t('peers.own', { name: participant.name, points: score(points) })}</p>
        <ul className={styles.list}>
          {peers.map((peer) => (
            <li key={peer.ref} data-ref={peer.ref}>
              <Link href={peer.href} prefetch={false} className={styles.name}>
                {peer.name}
              </Link>
              <span className={styles.points}>{t('peers.points', { points: score(peer.points) })}</span>
              <span className={styles.rank}>
                {typeof peer.rankOverall === 'number'
                  ? t('peers.rank', { rank: String(peer.rankOverall) })
                  : t('peers.unranked')}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
