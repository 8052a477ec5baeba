import Link from 'next/link';
import { ReportCover } from './ReportCover';
import styles from './awards.module.css';
import type { AwardCard as AwardCardData } from '@/lib/awards/cards';
import { localeHref } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/locales';

/** One award card: cover, place (or the mention's badge) and name, one link; the winner gold-bordered. */
export function AwardCard({
  card,
  locale,
  placeLabel,
  badge,
  moreLabel,
  lazy,
  sizes,
}: {
  card: AwardCardData;
  locale: Locale;
  /** "1. Platz" / "1st place": the place for screen readers; shown as the bare number. */
  placeLabel: string;
  /** Shown instead of the place number (special mentions have no places). */
  badge?: string;
  moreLabel: string;
  lazy: boolean;
  /** The cover's displayed width (lib/images/generated COVER_SIZES). */
  sizes: string;
}) {
  return (
    <Link
      href={localeHref(locale, card.path)}
      prefetch={false}
      className={styles.card}
      data-place={card.place}
      data-first={card.first || undefined}
    >
      <span className={styles.media}>
        <ReportCover participantRef={card.ref} year={card.year} sizes={sizes} loading={lazy ? 'lazy' : 'eager'} />
      </span>
      <span className={styles.body}>
        {badge ? (
          <span className={styles.badge}>{badge}</span>
        ) : (
          <span className={styles.place}>
            <span aria-hidden="true">{card.place}</span>
            <span className="visually-hidden">{placeLabel}</span>
          </span>
        )}
        <span className={styles.name}>{card.name}</span>
        <span className={styles.more}>{moreLabel}</span>
      </span>
    </Link>
  );
}
