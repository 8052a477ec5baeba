import type { SortState } from '@/lib/ranking/sort';
import type { RankingRowField } from '@/lib/ranking/row';

/**
 * A sortable column heading: a button in the header cell, and aria-sort on the cell of the
 * column the table is sorted by (on no cell when the URL sorts by a field without a column).
 *
 * `copy` renders it for the sticky head (useStickyHead), which assistive technology does not
 * see: a plain cell with the sort as data-sort, and a button that sorts on click but takes no
 * focus (the table's own head has the focusable one).
 */
export function SortHeader({
  column,
  label,
  sort,
  onSort,
  copy = false,
}: {
  column: RankingRowField;
  label: string;
  sort: SortState;
  onSort: (column: RankingRowField) => void;
  copy?: boolean;
}) {
  const active = sort.sortBy === column;
  const order = active ? (sort.dir === 'ASC' ? 'ascending' : 'descending') : undefined;
  const button = (
    <button type="button" tabIndex={copy ? -1 : undefined} onClick={() => onSort(column)}>
      {label}
      <span data-sort-icon="" aria-hidden="true" />
    </button>
  );
  return copy ? (
    <div data-sort={order}>{button}</div>
  ) : (
    <th scope="col" aria-sort={order}>
      {button}
    </th>
  );
}
