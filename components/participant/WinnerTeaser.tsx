import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import styles from './results.module.css';
import { ReportCover } from '@/components/awards/ReportCover';
import { COVER_SIZES } from '@/lib/images/generated';
import { findParticipant, loadAwards, loadMessages } from '@/lib/content/load';
import { localeHref } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/locales';
import { activeCategory, placeIn, teaserWinners } from '@/lib/participant/categories';
import { displayName } from '@/lib/participant/values';
import { participantPath, routes } from '@/lib/routes';

/**
 * The teaser at the bottom of a participant page (spec section 2): two other winners' pages
 * (lib/participant/categories, teaserWinners) and the winners overview.
 */
export async function WinnerTeaser({ locale, participantRef }: { locale: Locale; participantRef: string }) {
  const t = await getTranslations({ locale, namespace: 'participant' });
  const awards = loadAwards();
  const titles = loadMessages(locale).awards.categories;
  const picks = teaserWinners(awards, participantRef, activeCategory(awards, participantRef)).flatMap(({ ref, category }) => {
    const participant = findParticipant(ref);
    const group = awards.winnerCategories[category];
    if (!participant || !group) return [];
    const place = placeIn(awards, category, ref) ?? 1;
    return [{ ref, name: displayName(participant), href: localeHref(locale, participantPath(ref, category)), award: t('head.award', { category: titles[group.key].title, place }) }];
  });
  return (
    <section className="teaser" aria-labelledby="more-winners">
      <div className="container">
        <h2 id="more-winners" className={styles.teaserHeading}>
          {t('teaser.title')}
        </h2>
        <div className="teaser__grid">
          {picks.map((pick) => (
            <article key={pick.ref} className={`teaser__item ${styles.teaserWinner}`}>
              <ReportCover participantRef={pick.ref} sizes={COVER_SIZES.teaser} className={styles.teaserCover} />
              <div>
                <p className={styles.teaserAward}>{pick.award}</p>
                <h3 className="teaser__title">{pick.name}</h3>
                <Link href={pick.href} prefetch={false} className="text-link text-link--arrow">
                  {t('teaser.toResult')}
                  <span className="visually-hidden">: {pick.name}</span>
                </Link>
              </div>
            </article>
          ))}
          <article className="teaser__item">
            <h3 className="teaser__title">{t('teaser.allTitle')}</h3>
            <p className="teaser__text">{t('teaser.allText')}</p>
            <ul className="teaser__links">
              <li>
                <Link href={localeHref(locale, routes.winners.path)} className="text-link text-link--arrow">
                  {t('teaser.allLink')}
                </Link>
              </li>
            </ul>
          </article>
        </div>
      </div>
    </section>
  );
}
