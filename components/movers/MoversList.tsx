import styles from './movers.module.css';
import { moverKinds, moversUpTo, type EditionMovers } from '@/lib/editions/movers';
import type { MoversTexts } from '@/lib/editions/movers-texts';
import type { EditionInfo } from '@/lib/editions/edition-info';
import { localeHref } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/locales';
import { participantPath } from '@/lib/routes';

export interface MoversListProps {
  /** The edition's movers (edition.movers; an edition without them shows something else). */
  movers: EditionMovers;
  /** Which edition: its participant pages live under its year when it is archived. */
  edition: Pick<EditionInfo, 'year' | 'archivedYear'>;
  locale: Locale;
  /** Its texts (lib/editions/movers-texts: moversTexts). */
  texts: MoversTexts;
  /** At most this many per list, a tie at the cut kept whole; default: every mover the edition lists. */
  limit?: number;
  /** The level of each list's heading (default 3, under a section's h2). */
  headingLevel?: 2 | 3 | 4;
}

/**
 * The year's movers: one list per rank (overall, value reporting, design), each company linked to
 * its page of that edition with both ranks and the places gained, then how many newcomers were
 * not counted. Each list is a section under its heading (not a landmark: the award categories
 * above have regions of the same names); the arrow between the ranks is not read out, the ranks
 * are in words for screen readers. Server-rendered HTML only.
 */
export function MoversList({ movers, edition, locale, texts, limit, headingLevel = 3 }: MoversListProps) {
  const Heading = `h${headingLevel}` as 'h2' | 'h3' | 'h4';
  return (
    <div className={styles.movers} data-movers={edition.year}>
      <div className={styles.lists}>
        {moverKinds.map((kind) => {
          const listed = moversUpTo(movers.byKind[kind], limit);
          return (
            <section key={kind} className={styles.kind} data-movers-kind={kind}>
              <Heading className={styles.kindTitle}>{texts.kinds[kind]}</Heading>
              {listed.length === 0 ? (
                <p className={styles.none}>{texts.none}</p>
              ) : (
                <ol className={styles.list}>
                  {listed.map((mover) => (
                    <li key={mover.ref} className={styles.entry}>
                      <a
                        className={styles.company}
                        href={localeHref(locale, participantPath(mover.ref, undefined, edition.archivedYear))}
                      >
                        {mover.name}
                      </a>
                      <span className={styles.ranks}>
                        <span aria-hidden="true">{texts.ranks(mover)}</span>
                        <span className="visually-hidden">{texts.ranksLabel(mover)}</span>
                      </span>
                      <strong className={styles.by}>{texts.by(mover.by)}</strong>
                    </li>
                  ))}
                </ol>
              )}
            </section>
          );
        })}
      </div>
      <p className={styles.newcomers}>{texts.newcomers}</p>
    </div>
  );
}
