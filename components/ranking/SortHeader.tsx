import type { SortState } from '@/lib/ranking/sort';
import type { RankingRowField } from '@/lib/ranking/row';

/**
 * A sortable column heading: a button in the header cell, and aria-sort on the cell of the
 * column the table is sorted by (on no cell when the URL sorts by a field without a column).
 */
export function SortHeader({
  column,
  label,
  sort,
  onSort,
}: {
  column: RankingRowField;
  label: string;
  sort: SortState;
  onSort: (column: RankingRowField) => void;
}) {
  const active = sort.sortBy === column;
  return (
    <th scope="col" aria-sort={active ? (sort.dir === 'ASC' ? 'ascending' : 'descending') : undefined}>
      <button type="button" onClick={() => onSort(column)}>
        {label}
        <span data-sort-icon="" aria-hidden="true" />
      </button>
    </th>
  );
}
