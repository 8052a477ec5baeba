import Link from 'next/link';
import { ReportCover } from './ReportCover';
import styles from './awards.module.css';
import type { AwardGroup } from '@/lib/awards/cards';
import { COVER_SIZES } from '@/lib/images/generated';
import { localeHref } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/locales';

export interface AwardGroupTexts {
  title: string;
  description?: string;
  /** "1. Platz" / "1st place": the place for screen readers; shown as the bare number. */
  placeLabel: (place: number) => string;
  /** Special mentions: the badge shown instead of a place number. */
  badge?: string;
  moreLabel: string;
}

/**
 * One category as an ordered list of cards: cover, place (or the mention's badge) and name, one
 * link each, the winner gold-bordered; `eager` for the first category, which may be in the first screen.
 */
export function AwardGroupSection({
  group,
  texts,
  locale,
  eager,
}: {
  group: AwardGroup;
  texts: AwardGroupTexts;
  locale: Locale;
  eager: boolean;
}) {
  const headingId = `award-${group.kind}-${group.key}`;
  return (
    <section className={styles.group} aria-labelledby={headingId} data-category={group.key}>
      <header className={styles.groupHead}>
        <h2 id={headingId} className={styles.groupTitle}>
          {texts.title}
        </h2>
        {texts.description && <p className={styles.groupText}>{texts.description}</p>}
      </header>
      <ol className={styles.cards}>
        {group.cards.map((card) => (
          <li key={card.ref}>
            <Link
              href={localeHref(locale, card.path)}
              prefetch={false}
              className={styles.card}
              data-place={card.place}
              data-first={card.first || undefined}
            >
              <span className={styles.media}>
                <ReportCover
                  participantRef={card.ref}
                  year={card.year}
                  sizes={group.kind === 'winner' ? COVER_SIZES.winnerCard : COVER_SIZES.mentionCard}
                  loading={eager ? 'eager' : 'lazy'}
                />
              </span>
              <span className={styles.body}>
                {texts.badge ? (
                  <span className={styles.badge}>{texts.badge}</span>
                ) : (
                  <span className={styles.place}>
                    <span aria-hidden="true">{card.place}</span>
                    <span className="visually-hidden">{texts.placeLabel(card.place)}</span>
                  </span>
                )}
                <span className={styles.name}>{card.name}</span>
                <span className={styles.more}>{texts.moreLabel}</span>
              </span>
            </Link>
          </li>
        ))}
      </ol>
    </section>
  );
}
