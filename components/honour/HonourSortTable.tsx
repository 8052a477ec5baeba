'use client';

import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import styles from './honour.module.css';
import {
  defaultHonourSort,
  honourOrder,
  nextHonourSort,
  parseHonourSort,
  serialiseHonourSort,
  type HonourSort,
  type HonourSortData,
  type HonourSortKey,
} from '@/lib/honour/sort';

export interface HonourColumn {
  key: HonourSortKey;
  /** The visible heading. */
  label: string;
  /** A fuller name for screen readers, where the heading is short ("Podestplätze Gesamt"). */
  name?: string;
  /** The column's type of content, for its alignment. */
  numeric?: boolean;
}

const noSubscription = () => () => {};

/**
 * The table of honour's sort island. The server renders the whole table in the default order
 * (`children`: the rows), so it is complete without JavaScript; once hydrated, each column head
 * is a button that sorts the rows (lib/honour/sort), and the sort is kept in the URL (?sort=…),
 * read once after hydration. The rows are the server's: they are moved in the DOM, never
 * rendered again, so that the island holds no more than one number per cell to sort by.
 */
export function HonourSortTable({
  caption,
  captionId,
  columns,
  data,
  locale,
  children,
}: {
  caption: string;
  /** The caption's id: the scroll region around the table is named by it. */
  captionId: string;
  columns: readonly HonourColumn[];
  data: HonourSortData;
  locale: string;
  children: ReactNode;
}) {
  const [sort, setSort] = useState<HonourSort>(defaultHonourSort);
  // Buttons only where they work: without JavaScript the heads are plain text.
  const interactive = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const body = useRef<HTMLTableSectionElement>(null);
  const rows = useRef<HTMLTableRowElement[]>(null);

  useEffect(() => {
    // The URL can only be read in the browser; applying it after hydration keeps the HTML valid.
    const asked = parseHonourSort(window.location.search);
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setSort((current) => (current.key === asked.key && current.dir === asked.dir ? current : asked));
  }, []);

  useLayoutEffect(() => {
    const tbody = body.current;
    if (!tbody) return;
    // The server's rows, in the default order, as the sort data lists them.
    rows.current ??= [...tbody.rows];
    const original = rows.current;
    const order = honourOrder(data, sort, locale);
    if (order.every((position, i) => tbody.rows[i] === original[position])) return;
    tbody.append(...order.flatMap((position) => original[position] ?? []));
  }, [data, sort, locale]);

  const onSort = (key: HonourSortKey) => {
    const next = nextHonourSort(sort, key);
    setSort(next);
    const { pathname, search, hash } = window.location;
    window.history.replaceState(window.history.state, '', pathname + serialiseHonourSort(next, search) + hash);
  };

  return (
    <table className={styles.table}>
      <caption id={captionId} className={styles.caption}>
        <span>{caption}</span>
      </caption>
      <thead>
        <tr>
          {columns.map((column) => {
            const order = sort.key === column.key ? (sort.dir === 'asc' ? 'ascending' : 'descending') : undefined;
            const label = column.name ? (
              <>
                <span aria-hidden="true">{column.label}</span>
                <span className="visually-hidden">{column.name}</span>
              </>
            ) : (
              column.label
            );
            return (
              <th
                key={column.key}
                scope="col"
                aria-sort={order}
                className={column.numeric ? styles.numeric : undefined}
                data-column={column.key}
              >
                {interactive ? (
                  <button type="button" className={styles.sortButton} onClick={() => onSort(column.key)}>
                    {label}
                    <span className={styles.sortIcon} data-sort={order} aria-hidden="true" />
                  </button>
                ) : (
                  label
                )}
              </th>
            );
          })}
        </tr>
      </thead>
      <tbody ref={body}>{children}</tbody>
    </table>
  );
}
