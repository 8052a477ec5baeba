'use client';

import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { loadPagefind } from './loadPagefind';
import { SearchResults, type SearchOutcome } from './SearchResults';
import styles from './search.module.css';
import { spreadEditions } from '@/lib/search/first-screen';
import { toSearchHit, type Pagefind, type PagefindResult, type SearchHit } from '@/lib/search/hit';
import { indexFilters, parseSearchQuery, serialiseSearchQuery, type SearchQuery } from '@/lib/search/query';
import type { SearchTexts } from '@/lib/search/texts';

/** The pause after the last keystroke before the search runs. */
export const SEARCH_DEBOUNCE_MS = 150;
/** Results whose data (address, title, excerpt) is fetched at once; more on "more". */
const LOAD_AT_ONCE = 30;

interface Choice {
  value: string;
  label: string;
}

/** The results' data, each a hit or nothing (a result the page cannot show). */
async function hitsOf(results: readonly PagefindResult[]): Promise<SearchHit[]> {
  const hits = await Promise.all(results.map(async (result) => toSearchHit(result.id, await result.data())));
  return hits.filter((hit): hit is SearchHit => hit !== null);
}

/**
 * The best result of each edition the search found that is not among `hits` yet, by a search
 * limited to that edition; the first screen then spans every edition that matched.
 */
async function missingEditionLeads(
  pagefind: Pagefind,
  query: SearchQuery,
  counts: Record<string, number> | undefined,
  hits: readonly SearchHit[],
): Promise<SearchHit[]> {
  const have = new Set(hits.map((hit) => hit.edition));
  const missing = Object.entries(counts ?? {}).filter(([edition, count]) => count > 0 && !have.has(edition));
  const found = await Promise.all(
    missing.map(async ([edition]) => {
      const search = await pagefind.search(query.q, { filters: { ...indexFilters(query), edition } });
      return hitsOf(search?.results.slice(0, 1) ?? []);
    }),
  );
  const ids = new Set(hits.map((hit) => hit.id));
  return found.flat().filter((hit) => !ids.has(hit.id));
}

/** Writes the query into the address without a history entry, keeping its other parameters. */
function writeUrl(query: SearchQuery) {
  const { pathname, search, hash } = window.location;
  const next = pathname + serialiseSearchQuery(query, search) + hash;
  if (next !== pathname + search + hash) window.history.replaceState(window.history.state, '', next);
}

/**
 * The search form and its results. Without JavaScript the form is a plain GET form to this page,
 * which then says that full-text search needs JavaScript. With it, the index loads when the field
 * is first focused (or at once when the address holds a search); results follow the typing after a
 * short pause, Enter searches at once, and the words and filters stay in the address (`?q=…`).
 */
export function SearchIsland({
  action,
  texts,
  editions,
  sectors,
}: {
  action: string;
  texts: SearchTexts;
  editions: readonly Choice[];
  sectors: readonly Choice[];
}) {
  const [query, setQuery] = useState<SearchQuery>({ q: '' });
  const [outcome, setOutcome] = useState<SearchOutcome>({ state: 'idle' });
  const engine = useRef<Promise<Pagefind> | null>(null);
  const run = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const field = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const id = useId();

  const pagefind = useCallback(() => {
    engine.current ??= loadPagefind().catch((error: unknown) => {
      engine.current = null;
      throw error;
    });
    return engine.current;
  }, []);

  const search = useCallback(
    async (next: SearchQuery) => {
      const current = ++run.current;
      writeUrl(next);
      if (!next.q) return setOutcome({ state: 'idle' });
      setOutcome((previous) => (previous.state === 'done' ? { ...previous, busy: true } : { state: 'loading' }));
      try {
        const index = await pagefind();
        const found = await index.search(next.q, { filters: indexFilters(next) });
        if (current !== run.current || !found) return;
        const first = await hitsOf(found.results.slice(0, LOAD_AT_ONCE));
        const leads = await missingEditionLeads(index, next, found.filters?.edition, first);
        if (current !== run.current) return;
        const shownIds = new Set([...first, ...leads].map((hit) => hit.id));
        setOutcome({
          state: 'done',
          query: next.q,
          total: found.results.length,
          hits: spreadEditions([...first, ...leads]),
          rest: found.results.slice(LOAD_AT_ONCE).filter((result) => !shownIds.has(result.id)),
        });
      } catch {
        if (current === run.current) setOutcome({ state: 'error' });
      }
    },
    [pagefind],
  );

  // The address's search, once hydrated, and again when the browser brings back another address.
  useEffect(() => {
    const fromUrl = () => {
      const initial = parseSearchQuery(window.location.search);
      setQuery(initial);
      if (initial.q) void search(initial);
    };
    fromUrl();
    window.addEventListener('popstate', fromUrl);
    return () => window.removeEventListener('popstate', fromUrl);
  }, [search]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const change = (next: SearchQuery, wait: boolean) => {
    setQuery(next);
    clearTimeout(timer.current);
    if (wait) timer.current = setTimeout(() => void search(next), SEARCH_DEBOUNCE_MS);
    else void search(next);
  };

  const more = async () => {
    if (outcome.state !== 'done') return;
    const current = run.current;
    const [next, rest] = [outcome.rest.slice(0, LOAD_AT_ONCE), outcome.rest.slice(LOAD_AT_ONCE)];
    const hits = await hitsOf(next);
    if (current !== run.current) return;
    const focusAt = outcome.hits.length;
    setOutcome({ ...outcome, hits: [...outcome.hits, ...hits], rest });
    // The first new result takes the focus, so that the keyboard goes on where the list grew.
    requestAnimationFrame(() => list.current?.querySelectorAll<HTMLAnchorElement>('a')[focusAt]?.focus());
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    change({ ...query, q: field.current?.value ?? query.q }, false);
  };

  // Arrow keys move from the field through the results' links and back up to the field.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const links = [...(list.current?.querySelectorAll<HTMLAnchorElement>('a') ?? [])];
    const stops: HTMLElement[] = [...(field.current ? [field.current] : []), ...links];
    const at = stops.indexOf(document.activeElement as HTMLElement);
    if (at === -1 || links.length === 0) return;
    const to = stops[event.key === 'ArrowDown' ? Math.min(at + 1, stops.length - 1) : Math.max(at - 1, 0)];
    event.preventDefault();
    to?.focus();
  };

  const filters = [
    { name: 'edition', label: texts.filters.edition, any: texts.filters.anyEdition, choices: editions },
    {
      name: 'kind',
      label: texts.filters.kind,
      any: texts.filters.anyKind,
      choices: Object.entries(texts.filters.kinds).map(([value, label]) => ({ value, label })),
    },
    { name: 'sector', label: texts.filters.sector, any: texts.filters.anySector, choices: sectors },
  ] as const;
  const filtered = filters.some((filter) => query[filter.name]);

  return (
    <div className={styles.island} onKeyDown={onKeyDown}>
      <form role="search" action={action} method="get" className={styles.form} onSubmit={submit}>
        <div className={styles.field}>
          <label htmlFor={`${id}-q`}>{texts.form.label}</label>
          <div className={styles.fieldRow}>
            <input
              ref={field}
              id={`${id}-q`}
              type="search"
              name="q"
              value={query.q}
              placeholder={texts.form.placeholder}
              autoComplete="off"
              enterKeyHint="search"
              spellCheck={false}
              maxLength={100}
              aria-describedby={`${id}-hint`}
              onFocus={() => void pagefind().catch(() => undefined)}
              onChange={(event) => change({ ...query, q: event.target.value }, true)}
            />
            <button type="submit" className={`button ${styles.submit}`}>
              {texts.form.submit}
            </button>
          </div>
          <p id={`${id}-hint`} className={styles.hint}>
            {texts.results.hint}
          </p>
        </div>
        <fieldset className={styles.filters}>
          <legend className="visually-hidden">{texts.form.filters}</legend>
          {filters.map((filter) => (
            <div key={filter.name} className={styles.filter}>
              <label htmlFor={`${id}-${filter.name}`}>{filter.label}</label>
              <select
                id={`${id}-${filter.name}`}
                name={filter.name}
                value={query[filter.name] ?? ''}
                onChange={(event) => change({ ...query, [filter.name]: event.target.value || undefined }, false)}
              >
                <option value="">{filter.any}</option>
                {filter.choices.map((choice) => (
                  <option key={choice.value} value={choice.value}>
                    {choice.label}
                  </option>
                ))}
              </select>
            </div>
          ))}
          {filtered && (
            <button type="button" className={styles.reset} onClick={() => change({ q: query.q }, false)}>
              {texts.form.reset}
            </button>
          )}
        </fieldset>
      </form>
      <p className={styles.noScript}>{texts.noScript}</p>
      <SearchResults outcome={outcome} texts={texts} sectors={sectors} listRef={list} onMore={() => void more()} />
    </div>
  );
}
