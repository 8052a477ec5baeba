import type { ReactNode } from 'react';
import type { SortState } from '@/lib/ranking/sort';
import type { RankingRowField } from '@/lib/ranking/row';

/**
 * A column heading (lib/ranking/columns). A sortable one has a button, and aria-sort on the cell
 * of the column the table is sorted by (on no cell when the URL sorts by a field without a column).
 *
 * `copy` renders it for the sticky head (useStickyHead), which assistive technology does not
 * see: a plain cell with the sort as data-sort, and a button that sorts on click but takes no
 * focus (the table's own head has the focusable one).
 */
export function HeadCell({
  label,
  column,
  sort,
  onSort,
  copy,
  children,
}: {
  label: string;
  /** The field the column sorts by; none for a plain heading. */
  column?: RankingRowField;
  sort: SortState;
  onSort: (column: RankingRowField) => void;
  copy: boolean;
  /** A further control below the heading (the overall rank's sort by movement). */
  children?: ReactNode;
}) {
  const order = column && sort.sortBy === column ? (sort.dir === 'ASC' ? 'ascending' : 'descending') : undefined;
  const content = column ? (
    <button type="button" tabIndex={copy ? -1 : undefined} onClick={() => onSort(column)}>
      {label}
      <span data-sort-icon="" aria-hidden="true" />
    </button>
  ) : (
    label
  );
  return copy ? (
    <div data-sort={order}>
      {content}
      {children}
    </div>
  ) : (
    <th scope="col" aria-sort={order}>
      {content}
      {children}
    </th>
  );
}
