import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import styles from './results.module.css';
import { ReportCover } from '@/components/awards/ReportCover';
import { COVER_SIZES } from '@/lib/images/generated';
import { localeHref } from '@/lib/i18n/paths';
import { editionPath, routes } from '@/lib/routes';
import type { SectionProps } from './participant-page-data';

/**
 * The teaser at the bottom of a participant page: two other winners' pages and the edition's
 * winners. Other companies, so left out of the site search.
 */
export async function WinnerTeaser({ locale, edition, teaser }: SectionProps<'edition' | 'teaser'>) {
  const t = await getTranslations({ locale, namespace: 'participant' });
  return (
    <section className="teaser" aria-labelledby="more-winners" data-pagefind-ignore="all">
      <div className="container">
        <h2 id="more-winners" className={styles.teaserHeading}>
          {t('teaser.title')}
        </h2>
        <div className="teaser__grid">
          {teaser.map((pick) => (
            <article key={pick.ref} className={`teaser__item ${styles.teaserWinner}`}>
              <ReportCover
                participantRef={pick.ref}
                year={pick.year}
                sizes={COVER_SIZES.teaser}
                className={styles.teaserCover}
              />
              <div>
                <p className={styles.teaserAward}>{t('head.award', { category: pick.category, place: pick.place })}</p>
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
            <p className="teaser__text">{t('teaser.allText', { year: String(edition.year) })}</p>
            <ul className="teaser__links">
              <li>
                <Link
                  href={localeHref(locale, editionPath(routes.winners.path, edition.archivedYear))}
                  className="text-link text-link--arrow"
                >
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
