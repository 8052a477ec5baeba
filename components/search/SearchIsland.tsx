'use client';

import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { loadPagefind } from './loadPagefind';
import { SearchResults, type SearchOutcome } from './SearchResults';
import styles from './search.module.css';
import { gatherResults, hitsOf, MORE_AT_ONCE } from '@/lib/search/gather';
import type { Pagefind } from '@/lib/search/hit';
import { parseSearchQuery, serialiseSearchQuery, type SearchQuery } from '@/lib/search/query';
import type { SearchTexts } from '@/lib/search/texts';

/** The pause after the last keystroke before the search runs. */
export const SEARCH_DEBOUNCE_MS = 150;

interface Choice {
  value: string;
  label: string;
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
        const gathered = await gatherResults(await pagefind(), next);
        if (current !== run.current || !gathered) return;
        setOutcome({ state: 'done', query: next.q, ...gathered });
      } catch {
        if (current === run.current) setOutcome({ state: 'error' });
      }
    },
    [pagefind],
  );

  // The address's search, once hydrated, and again when the browser brings back another address.
  // Words typed before the page hydrated are kept: they are newer than the address.
  useEffect(() => {
    const fromUrl = (typed = '') => {
      const fromAddress = parseSearchQuery(window.location.search);
      const initial = typed.trim() ? { ...fromAddress, q: typed } : fromAddress;
      setQuery(initial);
      if (initial.q) void search(initial);
    };
    const onPopState = () => fromUrl();
    fromUrl(field.current?.value);
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
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
    const [next, rest] = [outcome.rest.slice(0, MORE_AT_ONCE), outcome.rest.slice(MORE_AT_ONCE)];
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
                className="select"
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
