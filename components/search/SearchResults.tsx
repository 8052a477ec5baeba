import type { RefObject } from 'react';
import styles from './search.module.css';
import { fillParts } from '@/lib/i18n/message-parts';
import { fillPlural } from '@/lib/i18n/plural-parts';
import type { PagefindResult, SearchHit } from '@/lib/search/hit';
import type { SearchTexts } from '@/lib/search/texts';

export type SearchOutcome =
  | { state: 'idle' | 'loading' | 'error' }
  | {
      state: 'done';
      /** The words searched for. */
      query: string;
      /** How many pages matched. */
      total: number;
      /** The results whose data is loaded, in the order shown. */
      hits: SearchHit[];
      /** The results not loaded yet, by relevance. */
      rest: PagefindResult[];
      /** A newer search is running; the results shown are the last one's. */
      busy?: boolean;
    };

/** The status line (announced politely) and the list of results, each a link with its edition, kind and excerpt. */
export function SearchResults({
  outcome,
  texts,
  sectors,
  listRef,
  onMore,
}: {
  outcome: SearchOutcome;
  texts: SearchTexts;
  sectors: readonly { value: string; label: string }[];
  listRef: RefObject<HTMLOListElement | null>;
  onMore: () => void;
}) {
  const done = outcome.state === 'done' ? outcome : null;
  const status =
    outcome.state === 'loading'
      ? texts.results.loading
      : outcome.state === 'error'
        ? texts.results.error
        : done && done.total === 0
          ? fillParts(texts.results.none, { query: done.query })
          : done
            ? fillPlural(texts.results.count, done.total)
            : '';
  const sectorName = (key: string | undefined) => sectors.find((sector) => sector.value === key)?.label;

  return (
    <section
      className={styles.results}
      aria-label={texts.results.label}
      aria-busy={outcome.state === 'loading' || done?.busy ? true : undefined}
      data-search-state={outcome.state}
      data-search-query={done?.query}
    >
      <p role="status" className={outcome.state === 'error' ? styles.error : styles.status}>
        {status}
      </p>
      {done && done.hits.length > 0 && (
        <ol ref={listRef} className={styles.list}>
          {done.hits.map((hit) => (
            <li key={hit.id} className={styles.hit}>
              <a href={hit.url} className={styles.link}>
                <span className={styles.title}>{hit.title}</span>
                {hit.edition && <span className={styles.edition}>{hit.edition}</span>}
              </a>
              {(hit.kind || hit.sector) && (
                <p className={styles.facts}>
                  {[hit.kind && texts.filters.kinds[hit.kind], sectorName(hit.sector)].filter(Boolean).join(' · ')}
                </p>
              )}
              {hit.excerpt.length > 0 && (
                <p className={styles.excerpt}>
                  {hit.excerpt.map((part, index) =>
                    part.marked ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
                  )}
                </p>
              )}
            </li>
          ))}
        </ol>
      )}
      {done && done.rest.length > 0 && (
        <button type="button" className={`button ${styles.more}`} onClick={onMore}>
          {texts.results.more}
        </button>
      )}
    </section>
  );
}
