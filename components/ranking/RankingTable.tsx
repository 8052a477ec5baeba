'use client';

import {
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { useRouter } from 'next/navigation';
import { CompareTray } from './CompareTray';
import { HeadCell } from './HeadCell';
import { MovementToggle } from './MovementToggle';
import { offerFile } from './offerFile';
import { handleRowClick } from './rowClicks';
import { RankingToolbar } from './RankingToolbar';
import { useCompareChoice } from './useCompareChoice';
import { useRowsDom } from './useRowsDom';
import { useStickyHead } from './useStickyHead';
import styles from './ranking.module.css';
import { comparePath } from '@/lib/compare/path';
import { fillParts } from '@/lib/i18n/message-parts';
import { localeHref } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/locales';
import { columnTracks, rankingCsv, rankingSheet, tableColumnList } from '@/lib/ranking/columns';
import { UTF8_BOM } from '@/lib/ranking/csv';
import { parseRankingQuery, serialiseRankingQuery } from '@/lib/ranking/query';
import { cssString } from '@/lib/ranking/rows-html';
import { unpackRows, type PackedRows } from '@/lib/ranking/row';
import { nextSort } from '@/lib/ranking/sort';
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
 * Up to this many rows shown, the compare tray stands below them rather than at the bottom of
 * the window: a few rows fit on one screen with the tray, which floating would only cover.
 */
const DOCKED_TRAY_ROWS = 5;

/** The grid's column tracks (lib/ranking/columns), which ranking.module.css reads. */
const frameStyle = columnTracks() as CSSProperties;

/**
 * The ranking table island. The server renders it with every row in the default order (company
 * ascending), so the table is complete without JavaScript; once hydrated it adds sorting, the
 * search, the sector filter, the sort by movement (below the overall rank's heading), the choice
 * of companies to compare (a control per row and a tray),
 * the URL query (read once at load, written on every change) and the downloads (CSV, XLSX).
 *
 * Every text comes formatted from the server (lib/ranking/table-texts). The head, its sticky copy,
 * the rows and the downloads read the columns' description (lib/ranking/columns). The rows are
 * HTML (lib/ranking/rows-html), built once from the packed rows (lib/ranking/row) and set per
 * block with dangerouslySetInnerHTML: hydration adopts the server's rows without walking them,
 * and React never renders them again. What changes in a row (hidden, order, the compare toggle)
 * is set on the DOM (rowBlocks); one listener on the table handles the rows' clicks.
 *
 * The table scrolls with the page; only sideways does it scroll in its own box (800 px at the
 * least). A copy of the column heads sticks below the site header while the table passes
 * (useStickyHead). The legend comes from the server, between the tools and the table.
 *
 * No loading text: the rows are in the HTML from the first paint, so there is nothing to wait for.
 */
export function RankingTable({
  packed,
  locale,
  archivedYear,
  texts,
  legend,
}: {
  packed: PackedRows;
  locale: Locale;
  /** The year of an archived edition, whose participant pages live under it. */
  archivedYear?: number;
  texts: RankingTableTexts;
  /** What the table's signs mean (components/ranking/RankingLegend), shown above the table. */
  legend?: ReactNode;
}) {
  const rows = useMemo(() => unpackRows(packed), [packed]);
  const [state, setState] = useState<RankingViewState>(initialViewState);
  const { sortBy, dir } = state;
  // A click or a keystroke paints at once (button, search box); the rows follow at lower
  // priority, so that a long table never blocks the input.
  const query = useDeferredValue(state.q);
  const sector = useDeferredValue(state.sector);
  const sort = useDeferredValue(useMemo(() => ({ sortBy, dir }), [sortBy, dir]));
  const pending = query !== state.q || sector !== state.sector || sort.sortBy !== sortBy || sort.dir !== dir;
  const sectorKeys = useMemo(() => texts.sectorFilter?.options.map((o) => o.key) ?? [], [texts.sectorFilter]);
  const movementOffered = texts.movementSort !== undefined;

  useEffect(() => {
    // The URL can only be read in the browser; applying it after hydration keeps the HTML valid.
    const asked = viewStateFromQuery(parseRankingQuery(window.location.search), sectorKeys, movementOffered);
    // The same state kept as it is: a plain address costs the island no second render.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setState((current) =>
      Object.entries(asked).every(([k, v]) => current[k as keyof RankingViewState] === v) ? current : asked,
    );
  }, [sectorKeys, movementOffered]);

  const update = useCallback((next: RankingViewState) => {
    setState(next);
    const { pathname, search, hash } = window.location;
    window.history.replaceState(null, '', pathname + serialiseRankingQuery(next, search) + hash);
  }, []);

  const ordered = useMemo(() => orderRows(rows, sort, locale), [rows, sort, locale]);
  const hidden = useMemo(() => hiddenRefs(rows, query, sector), [rows, query, sector]);
  const count = rows.length - hidden.size;

  const comparable = archivedYear === undefined;
  const hrefOf = useCallback(
    (ref: string) => localeHref(locale, participantPath(ref, undefined, archivedYear)),
    [locale, archivedYear],
  );
  const names = useMemo(() => new Map(rows.map((row) => [row.ref, row.company])), [rows]);
  const { chosen, toggle } = useCompareChoice(names);
  const html = useMemo(() => ({ texts: texts.cells, href: hrefOf, comparable }), [texts.cells, hrefOf, comparable]);
  const { table, bodies } = useRowsDom({ rows, html, ordered, hidden, chosen });

  const scroller = useRef<HTMLDivElement>(null);
  const head = useRef<HTMLDivElement>(null);
  useStickyHead(scroller, head);

  const router = useRouter();
  const onRowClick = (event: MouseEvent<HTMLTableElement>) =>
    handleRowClick(event, { navigate: (href) => router.push(href), compare: toggle });

  const onDownload = (format: 'csv' | 'xlsx') => {
    // The state itself, not the deferred rows: the file holds what the reader asked for.
    const view = visibleRows(rows, state, locale);
    const pageUrl = (ref: string) => new URL(hrefOf(ref), window.location.href).href;
    const headings = { ...texts.columns, ...texts.csv };
    if (format === 'csv') {
      const csv = new Blob([UTF8_BOM, rankingCsv(view, headings, pageUrl)], { type: 'text/csv;charset=utf-8' });
      offerFile(csv, `${texts.csv.fileName}.csv`);
      return;
    }
    // The workbook's writer loads on the first click, never with the page.
    const sheet = rankingSheet(view, headings, pageUrl);
    import('./downloadXlsx')
      .then(({ downloadXlsx }) => downloadXlsx(sheet, `${texts.csv.fileName}.xlsx`))
      .catch((error: unknown) => console.error('The workbook could not be written', error));
  };

  const headCells = (copy: boolean) =>
    tableColumnList.map(([key, column]) => (
      <HeadCell
        key={key}
        label={texts.columns[key]}
        column={column.sort}
        sort={state}
        onSort={(c) => update({ ...state, ...nextSort(state, c) })}
        copy={copy}
      >
        {key === 'rankOverall' && texts.movementSort && (
          <MovementToggle
            texts={texts.movementSort}
            sort={state}
            onSort={(next) => update({ ...state, ...next })}
            copy={copy}
          />
        )}
      </HeadCell>
    ));

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
      {legend}
      {/* The rows are every participant's: found by their own pages, not by the ranking's. */}
      <div className={styles.frame} style={frameStyle} data-pagefind-ignore="all">
        <div ref={scroller} className={styles.scroll} role="region" aria-label={texts.regionLabel} tabIndex={0}>
          <table
            ref={table}
            className={styles.table}
            // Each row's compare toggle shows this label beside its box (CSS content): no text per row.
            style={comparable ? ({ '--compare-label': cssString(texts.compare.link) } as CSSProperties) : undefined}
            aria-busy={pending}
            onClick={onRowClick}
            onAuxClick={(event) => event.button === 1 && onRowClick(event)}
          >
            <caption className="visually-hidden">{texts.caption}</caption>
            <thead>
              <tr className={styles.headRow}>{headCells(false)}</tr>
            </thead>
            {bodies}
            {count === 0 && (
              <tbody>
                <tr>
                  <td colSpan={tableColumnList.length} className={styles.empty}>
                    {fillParts(texts.noResults, { query: query.trim() })}
                  </td>
                </tr>
              </tbody>
            )}
          </table>
        </div>
        <div className={styles.headTrack}>
          <div ref={head} className={styles.stickyHead} data-sticky-head="" aria-hidden="true">
            <div className={styles.table}>
              <div className={styles.headRow}>{headCells(true)}</div>
            </div>
          </div>
        </div>
      </div>
      <CompareTray
        chosen={comparable ? chosen : []}
        names={names}
        href={localeHref(locale, comparePath(chosen))}
        texts={texts.compare}
        onRemove={toggle}
        docked={count <= DOCKED_TRAY_ROWS}
      />
    </>
  );
}
