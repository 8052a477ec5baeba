import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import styles from './PageIntro.module.css';
import { ReportCover } from '@/components/awards/ReportCover';
import type { WinnerEntry } from '@/lib/awards/cards';
import { COVER_SIZES } from '@/lib/images/generated';
import { localeHref } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/locales';
import { routes } from '@/lib/routes';

/** The home intro's lead: the overall winner (cover preloaded) and the two ways into the results. */
export async function PageIntroResults({
  locale,
  winner,
  category,
}: {
  locale: Locale;
  winner: WinnerEntry | undefined;
  /** The winner's category, as the editors title it ("Gesamtsieger"). */
  category: string;
}) {
  const t = await getTranslations({ locale, namespace: 'awardsPage' });
  return (
    <div className={styles.results}>
      {winner && (
        <div className={styles.leader}>
          <h2 className={styles.leaderCategory}>{category}</h2>
          <Link
            href={localeHref(locale, winner.path)}
            prefetch={false}
            className={styles.leaderLink}
            data-lead-winner={winner.ref}
          >
            <span className={styles.leaderCover}>
              <ReportCover
                participantRef={winner.ref}
                year={winner.year}
                sizes={COVER_SIZES.homeLeader}
                loading="priority"
              />
            </span>
            <span className={styles.leaderText}>
              <span className={styles.leaderPlace} data-place={winner.place}>
                <span aria-hidden="true">{winner.place}</span>
                <span className="visually-hidden">{t('place', { place: winner.place })}</span>
              </span>
              <span className={styles.leaderName}>{winner.name}</span>
              <span className={styles.leaderMore}>{t('viewResult')}</span>
            </span>
          </Link>
        </div>
      )}
      <ul className={styles.resultLinks}>
        <li>
          <Link
            href={localeHref(locale, routes.ranking.path)}
            className={`button button--arrow ${styles.resultLinkMain}`}
          >
            {t('toRanking')}
          </Link>
        </li>
        <li>
          <Link href={localeHref(locale, routes.winners.path)} className="button button--arrow">
            {t('toWinners')}
          </Link>
        </li>
      </ul>
    </div>
  );
}
