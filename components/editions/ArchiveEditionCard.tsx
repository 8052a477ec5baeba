import Link from 'next/link';
import styles from './archive.module.css';
import type { ArchiveEdition } from '@/lib/editions/archive';

export type ArchiveEditionTexts = Record<
  'title' | 'current' | 'reports' | 'winners' | 'toRanking' | 'toWinners' | 'toSpecialMention',
  string
>;

/** One edition on the archive page: its heading and figures, its winners per category, its pages. */
export function ArchiveEditionCard({ edition, texts }: { edition: ArchiveEdition; texts: ArchiveEditionTexts }) {
  const headingId = `edition-${edition.year}`;
  return (
    <article className={styles.edition} aria-labelledby={headingId} data-edition={edition.year}>
      <header className={styles.head}>
        <h2 id={headingId} className={styles.title}>
          {texts.title}
        </h2>
        {edition.current && <p className={styles.currentTag}>{texts.current}</p>}
        <p className={styles.figures}>
          {edition.summary ? `${edition.summary} · ` : ''}
          {texts.reports}
        </p>
      </header>
      <section className={styles.categories} aria-label={texts.winners}>
        {edition.categories.map((category) => (
          <div key={category.key} className={styles.category}>
            <h3 className={styles.categoryTitle}>{category.title}</h3>
            <ol className={styles.winners}>
              {category.winners.map((winner) => (
                <li key={winner.href} value={winner.place} data-place={winner.place}>
                  <Link href={winner.href} prefetch={false}>
                    {winner.name}
                  </Link>
                </li>
              ))}
            </ol>
          </div>
        ))}
      </section>
      <ul className={styles.links}>
        <li>
          <Link href={edition.links.ranking} prefetch={false} className="text-link text-link--arrow">
            {texts.toRanking}
          </Link>
        </li>
        <li>
          <Link href={edition.links.winners} prefetch={false} className="text-link text-link--arrow">
            {texts.toWinners}
          </Link>
        </li>
        <li>
          <Link href={edition.links.specialMention} prefetch={false} className="text-link text-link--arrow">
            {texts.toSpecialMention}
          </Link>
        </li>
      </ul>
    </article>
  );
}
