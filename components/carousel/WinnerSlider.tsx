import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { CarouselIsland } from './CarouselIsland';
import { CarouselSlide } from './CarouselSlide';
import { carouselTexts } from './carouselTexts';
import styles from './WinnerSlider.module.css';
import type { WinnerSliderData } from '@/lib/awards/cards';
import { ReportCover } from '@/components/awards/ReportCover';
import { COVER_SIZES } from '@/lib/images/generated';
import { localeHref } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/locales';

/** One winner slider per page: its heading names the carousel. */
const headingId = 'winner-slider-title';

/**
 * The winner slider: every winner as a slide linking to its page with its category. `farBelow`:
 * after a long page, so the browser lays it out and fetches covers only near view. The same on
 * many pages, so left out of the site search: the winners are found by their own pages.
 */
export async function WinnerSlider({
  locale,
  slider,
  farBelow = false,
}: {
  locale: Locale;
  slider: WinnerSliderData;
  farBelow?: boolean;
}) {
  const { slides, titles } = slider;
  if (slides.length === 0) return null;
  const [{ labels, slideLabel }, t, tAwards] = await Promise.all([
    carouselTexts(locale),
    getTranslations({ locale, namespace: 'slider' }),
    getTranslations({ locale, namespace: 'awardsPage' }),
  ]);
  const heading = (
    <h2 id={headingId} className={styles.heading}>
      {t('title')}
    </h2>
  );
  return (
    <div className={farBelow ? `${styles.band} ${styles.farBelow}` : styles.band} data-pagefind-ignore="all">
      <div className="container">
        <CarouselIsland labelledBy={headingId} heading={heading} labels={labels} variant="cards">
          {slides.map((entry, i) => (
            <CarouselSlide key={`${entry.category}-${entry.ref}`} label={slideLabel(i + 1, slides.length)}>
              <Link
                href={localeHref(locale, entry.path)}
                prefetch={false}
                className={styles.link}
                data-first={entry.first || undefined}
              >
                <span className={styles.cover}>
                  <ReportCover participantRef={entry.ref} year={entry.year} sizes={COVER_SIZES.sliderCard} />
                </span>
                <span className={styles.meta}>
                  <span>{titles.categories[entry.category].title}</span>
                  <span className={styles.place}>{tAwards('place', { place: entry.place })}</span>
                </span>
                <span className={styles.name}>{entry.name}</span>
                <span className={styles.more}>{t('viewResult')}</span>
              </Link>
            </CarouselSlide>
          ))}
        </CarouselIsland>
      </div>
    </div>
  );
}
