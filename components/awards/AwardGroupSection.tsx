import { AwardCard } from './AwardCard';
import styles from './awards.module.css';
import type { AwardGroup } from '@/lib/awards/cards';
import { COVER_SIZES } from '@/lib/images/generated';
import type { Locale } from '@/lib/i18n/locales';

export interface AwardGroupTexts {
  title: string;
  description?: string;
  placeLabel: (place: number) => string;
  /** Special mentions: the badge shown instead of a place number. */
  badge?: string;
  moreLabel: string;
}

/** One category as an ordered list of cards; `eager` for the first, which may be in the first screen. */
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
            <AwardCard
              card={card}
              locale={locale}
              placeLabel={texts.placeLabel(card.place)}
              badge={texts.badge}
              moreLabel={texts.moreLabel}
              lazy={!eager}
              sizes={group.kind === 'winner' ? COVER_SIZES.winnerCard : COVER_SIZES.mentionCard}
            />
          </li>
        ))}
      </ol>
    </section>
  );
}
