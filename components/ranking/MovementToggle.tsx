import styles from './ranking.module.css';
import { defaultSort, MOVEMENT_SORT, type SortState } from '@/lib/ranking/sort';

/**
 * The sort by the overall rank's movement, below the overall rank's heading: a checkbox, ticked
 * while the rows stand largest move up first (sortBy=movement, dir=ASC); unticking returns to the
 * default order. The table's columns stay as they are, and no heading claims the sort. `copy`:
 * in the sticky head's copy, which assistive technology does not see, it takes no focus.
 */
export function MovementToggle({
  texts,
  sort,
  onSort,
  copy,
}: {
  texts: { label: string; name: string };
  sort: SortState;
  onSort: (next: SortState) => void;
  copy: boolean;
}) {
  const checked = sort.sortBy === MOVEMENT_SORT && sort.dir === 'ASC';
  return (
    <label className={styles.movementToggle}>
      <input
        type="checkbox"
        checked={checked}
        aria-label={texts.name}
        tabIndex={copy ? -1 : undefined}
        onChange={() => onSort(checked ? defaultSort : { sortBy: MOVEMENT_SORT, dir: 'ASC' })}
      />
      {/* The box is named in full (aria-label); the short label only shows it. */}
      <span aria-hidden="true">{texts.label}</span>
    </label>
  );
}
