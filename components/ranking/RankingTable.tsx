'use client';

import {
  useCallback,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
} from 'react';
import { CompareTray } from './CompareTray';
import { downloadCsv } from './downloadCsv';
import { openRow } from './openRow';
import { RankingRowView } from './RankingRowView';
import { arrangeRows, toBlocks } from './rowBlocks';
import { RankingToolbar } from './RankingToolbar';
import { SortHeader } from './SortHeader';
import { useCompareChoice } from './useCompareChoice';
import styles from './ranking.module.css';
import { comparePath } from '@/lib/compare/path';
import { fillParts } from '@/lib/i18n/message-parts';
import { localeHref } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/locales';
import { choiceIsFull } from '@/lib/ranking/compare-choice';
import { rankingCsv } from '@/lib/ranking/export';
import { parseRankingQuery, serialiseRankingQuery } from '@/lib/ranking/query';
import type { RankingRow, RankingRowField } from '@/lib/ranking/row';
import { nextSort, sortableColumns } from '@/lib/ranking/sort';
import type { RankingTableTexts } from '@/lib/ranking/table-texts';
import {
  hiddenRefs,
  initialViewState,
  orderRows,
  viewStateFromQuery,
  visibleRows,
  type RankingViewState,
} from '@/lib/ranking/view';
import { participantPath } from '@/lib/routes';

/**
 * The ranking table island. The server renders it with every row in the default order (company
 * ascending), so the table is complete without JavaScript; once hydrated it adds sorting, the
 * search, the sector filter, the choice of companies to compare (a control per row and a tray),
 * the URL query (read once at load, written on every change) and the CSV download.
 *
 * Every text comes formatted from the server (lib/ranking/table-texts); the result count and the
 * no-results text as parts that the island fills in.
 *
 * No loading text: the rows are in the HTML from the first paint, so there is nothing to wait for.
 */
export function RankingTable({
  rows,
  locale,
  archivedYear,
  texts,
}: {
  rows: readonly RankingRow[];
  locale: Locale;
  /** The year of an archived edition, whose participant pages live under it. */
  archivedYear?: number;
  texts: RankingTableTexts;
}) {
  const [state, setState] = useState<RankingViewState>(initialViewState);
  const { sortBy, dir } = state;
  // A click or a keystroke paints at once (button, search box); the rows follow at lower
  // priority, so that a long table never blocks the input.
  const query = useDeferredValue(state.q);
  const sector = useDeferredValue(state.sector);
  const sort = useDeferredValue(useMemo(() => ({ sortBy, dir }), [sortBy, dir]));
  const pending = query !== state.q || sector !== state.sector || sort.sortBy !== sortBy || sort.dir !== dir;
  const sectorKeys = useMemo(() => texts.sectorFilter?.options.map((o) => o.key) ?? [], [texts.sectorFilter]);

  useEffect(() => {
    // The URL can only be read in the browser; applying it after hydration keeps the HTML valid.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setState(viewStateFromQuery(parseRankingQuery(window.location.search), sectorKeys));
  }, [sectorKeys]);

  const update = useCallback((next: RankingViewState) => {
    setState(next);
    const { pathname, search, hash } = window.location;
    window.history.replaceState(null, '', pathname + serialiseRankingQuery(next, search) + hash);
  }, []);

  const ordered = useMemo(() => orderRows(rows, sort, locale), [rows, sort, locale]);
  const hidden = useMemo(() => hiddenRefs(rows, query, sector), [rows, query, sector]);
  const count = rows.length - hidden.size;

  // React renders the rows in the delivered order, in blocks; arrangeRows moves them into the
  // sorted order, visible rows first so that they fill the first blocks.
  const blocks = useMemo(() => toBlocks(rows), [rows]);
  const table = useRef<HTMLTableElement>(null);
  useLayoutEffect(() => {
    const bodies = [...(table.current?.tBodies ?? [])].filter((body) => body.dataset.block !== undefined);
    const refs = ordered.map((row) => row.ref);
    arrangeRows(bodies, [...refs.filter((ref) => !hidden.has(ref)), ...refs.filter((ref) => hidden.has(ref))]);
  }, [ordered, hidden]);

  const refs = useMemo(() => new Set(rows.map((row) => row.ref)), [rows]);
  const names = useMemo(() => new Map(rows.map((row) => [row.ref, row.company])), [rows]);
  const { chosen, toggle } = useCompareChoice(refs);
  // The comparison shows the current edition: an archived ranking offers no choice.
  const comparable = archivedYear === undefined;
  const chosenSet = useMemo(() => new Set(chosen), [chosen]);
  const full = choiceIsFull(chosen);

  const hrefs = useMemo(
    () => new Map(rows.map((row) => [row.ref, localeHref(locale, participantPath(row.ref, undefined, archivedYear))])),
    [rows, locale, archivedYear],
  );

  const onDownload = () => {
    // The state itself, not the deferred rows: the file holds what the reader asked for.
    const view = visibleRows(rows, state, locale);
    const pageUrl = (ref: string) => new URL(hrefs.get(ref) ?? '', window.location.href).href;
    downloadCsv(rankingCsv(view, { ...texts.columns, ...texts.csv }, pageUrl), `${texts.csv.fileName}.csv`);
  };

  return (
    <>
      <RankingToolbar
        state={state}
        texts={texts}
        count={count}
        total={rows.length}
        onChange={update}
        onDownload={onDownload}
      />
      <div className={styles.scroll} role="region" aria-label={texts.regionLabel} tabIndex={0}>
        <table
          ref={table}
          className={styles.table}
          aria-busy={pending}
          onClick={openRow}
          onAuxClick={(event) => event.button === 1 && openRow(event)}
        >
          <caption className="visually-hidden">{texts.caption}</caption>
          <thead>
            <tr>
              {sortableColumns.map((column) => (
                <SortHeader
                  key={column}
                  column={column}
                  label={texts.columns[column]}
                  sort={state}
                  onSort={(c: RankingRowField) => update({ ...state, ...nextSort(state, c) })}
                />
              ))}
              <th scope="col">{texts.columns.certificate}</th>
            </tr>
          </thead>
          {blocks.map((block, i) => (
            <tbody key={i} data-block="" style={{ '--rows': block.length } as CSSProperties}>
              {block.map((row) => (
                <RankingRowView
                  key={row.ref}
                  row={row}
                  href={hrefs.get(row.ref) ?? ''}
                  hidden={hidden.has(row.ref)}
                  texts={texts.cells}
                  chosen={chosenSet.has(row.ref)}
                  full={full}
                  onCompare={comparable ? toggle : undefined}
                />
              ))}
            </tbody>
          ))}
          {count === 0 && (
            <tbody>
              <tr>
                <td colSpan={5} className={styles.empty}>
                  {fillParts(texts.noResults, { query: query.trim() })}
                </td>
              </tr>
            </tbody>
          )}
        </table>
      </div>
      <CompareTray
        chosen={comparable ? chosen : []}
        names={names}
        href={localeHref(locale, comparePath(chosen))}
        texts={texts.compare}
        onRemove={toggle}
      />
    </>
  );
}
