'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { AddCompany } from './AddCompany';
import { CompareTable } from './CompareTable';
import styles from './compare.module.css';
import type { CompareData } from '@/lib/compare/data';
import { leadingRefs } from '@/lib/compare/leaders';
import { compareSearch } from '@/lib/compare/path';
import { readCompareData } from '@/lib/compare/read-data';
import { parseCompareRefs } from '@/lib/compare/refs';
import type { CompareTexts } from '@/lib/compare/texts';
import { fillParts } from '@/lib/i18n/message-parts';
import type { Locale } from '@/lib/i18n/locales';

/** Where the build publishes the comparison's data (app/assets/compare.json). */
export const COMPARE_DATA_URL = '/assets/compare.json';

/** The comparison's data, fetched once; undefined when it cannot be had (network, status, shape). */
async function loadCompareData(): Promise<CompareData | undefined> {
  try {
    const response = await fetch(COMPARE_DATA_URL);
    return response.ok ? readCompareData(await response.json()) : undefined;
  } catch {
    return undefined;
  }
}

/** Writes the refs into the address without a history entry, keeping its other parameters. */
function writeUrl(refs: readonly string[]) {
  const { pathname, search, hash } = window.location;
  const next = pathname + compareSearch(refs, search) + hash;
  if (next !== pathname + search + hash) window.history.replaceState(null, '', next);
}

/**
 * The comparison island (its server HTML says it needs JavaScript): fetches /assets/compare.json
 * once and keeps the companies in `?refs=`, so the address is the comparison. Removing one moves the
 * focus to the next remove button or the add field; taking the suggestion moves it to the table.
 */
export function CompareIsland({
  locale,
  texts,
  rankingHref,
}: {
  locale: Locale;
  texts: CompareTexts;
  rankingHref: string;
}) {
  const [data, setData] = useState<CompareData | 'loading' | 'error'>('loading');
  const [refs, setRefs] = useState<readonly string[]>([]);
  const [status, setStatus] = useState('');
  const root = useRef<HTMLDivElement>(null);
  // Where the focus goes once the table has changed: the remove button at an index, or the table.
  const pendingFocus = useRef<number | 'table' | null>(null);

  useEffect(() => {
    let live = true;
    void loadCompareData().then((loaded) => {
      if (!live) return;
      if (!loaded) return setData('error');
      const known = new Set(loaded.companies.map((company) => company.ref));
      const initial = parseCompareRefs(window.location.search, (ref) => known.has(ref));
      setData(loaded);
      setRefs(initial);
      writeUrl(initial);
    });
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    const target = pendingFocus.current;
    const island = root.current;
    if (target === null || !island) return;
    pendingFocus.current = null;
    const buttons = island.querySelectorAll<HTMLButtonElement>('button[data-remove]');
    const element =
      target === 'table'
        ? island.querySelector<HTMLElement>('[data-table-region]')
        : buttons[Math.min(target, buttons.length - 1)];
    (element ?? island.querySelector('input'))?.focus();
  }, [refs]);

  const update = useCallback((next: readonly string[], message: string) => {
    setRefs(next);
    setStatus(message);
    writeUrl(next);
  }, []);

  if (data === 'loading') {
    // Also the HTML without JavaScript, which then shows only the fallback (compare.module.css).
    return (
      <div className={styles.island}>
        <div className={styles.fallback}>
          <p>{texts.fallback}</p>
          <a href={rankingHref} className="button button--arrow">
            {texts.toRanking}
          </a>
        </div>
        <p className={styles.loading}>{texts.loading}</p>
      </div>
    );
  }
  if (data === 'error') {
    return (
      <div className={styles.island}>
        <p className={styles.error} role="alert">
          {texts.error} <a href={rankingHref}>{texts.toRanking}</a>
        </p>
      </div>
    );
  }

  const byRef = new Map(data.companies.map((company) => [company.ref, company]));
  const chosen = refs.flatMap((ref) => byRef.get(ref) ?? []);
  const nameOf = (ref: string) => byRef.get(ref)?.name ?? ref;
  const add = (ref: string) => update([...refs, ref], fillParts(texts.add.added, { name: nameOf(ref) }));
  const remove = (ref: string) => {
    pendingFocus.current = refs.indexOf(ref);
    const rest = refs.filter((r) => r !== ref);
    update(rest, fillParts(texts.removed, { name: nameOf(ref) }));
  };
  // Nothing chosen yet: the overall leaders as a first comparison, named under the button.
  const leaders = leadingRefs(data.companies);
  const chooseLeaders = () => {
    pendingFocus.current = 'table';
    update(leaders, '');
  };

  return (
    <div ref={root} className={styles.island}>
      <AddCompany
        locale={locale}
        companies={data.companies}
        chosen={refs}
        texts={texts.add}
        onAdd={add}
        onMessage={setStatus}
      />
      <p className={styles.status} role="status">
        {status}
      </p>
      {chosen.length > 0 ? (
        <CompareTable locale={locale} data={data} companies={chosen} texts={texts} onRemove={remove} />
      ) : (
        <div className={styles.empty}>
          <h2 className={styles.emptyTitle}>{texts.empty.title}</h2>
          <p>{texts.empty.text}</p>
          {leaders.length > 1 && (
            <>
              <button type="button" className="button button--arrow" onClick={chooseLeaders}>
                {texts.empty.suggestion}
              </button>
              <p className={styles.leaders}>
                {new Intl.ListFormat(locale, { type: 'conjunction' }).format(leaders.map(nameOf))}
              </p>
            </>
          )}
        </div>
      )}
    </div>
  );
}
