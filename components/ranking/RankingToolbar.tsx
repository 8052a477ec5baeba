import { useId } from 'react';
import styles from './ranking.module.css';
import { fillParts } from '@/lib/i18n/message-parts';
import type { RankingTableTexts } from '@/lib/ranking/table-texts';
import { defaultSort, MOVEMENT_SORT } from '@/lib/ranking/sort';
import type { RankingViewState } from '@/lib/ranking/view';

/**
 * Above the ranking table: the search, the sector filter (when the rows have sectors), the sort
 * by movement (when the edition before is on the site: a toggle, the column heads sort too), the
 * count of the companies shown and the view's downloads (CSV, XLSX). Part of the table island; without
 * JavaScript it is hidden (ranking.module.css), since none of it could work; not text for the site search.
 */
export function RankingToolbar({
  state,
  texts,
  count,
  total,
  onChange,
  onDownload,
}: {
  state: RankingViewState;
  texts: RankingTableTexts;
  count: number;
  total: number;
  onChange: (next: RankingViewState) => void;
  onDownload: (format: 'csv' | 'xlsx') => void;
}) {
  const searchId = useId();
  const sectorId = useId();
  const downloadId = useId();
  return (
    <div className={styles.toolbar} data-pagefind-ignore="all">
      <div className={styles.search}>
        <label htmlFor={searchId}>{texts.searchLabel}</label>
        <input
          id={searchId}
          type="search"
          value={state.q}
          placeholder={texts.searchPlaceholder}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => onChange({ ...state, q: event.target.value })}
        />
      </div>
      {texts.sectorFilter && (
        <div className={styles.sector}>
          <label htmlFor={sectorId}>{texts.sectorFilter.label}</label>
          <select
            id={sectorId}
            value={state.sector}
            onChange={(event) => onChange({ ...state, sector: event.target.value })}
          >
            <option value="">{texts.sectorFilter.all}</option>
            {texts.sectorFilter.options.map((option) => (
              <option key={option.key} value={option.key}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      )}
      {texts.movementSort && <MovementSort label={texts.movementSort} state={state} onChange={onChange} />}
      <p className={styles.count} role="status">
        {fillParts(texts.resultCount, { count: String(count), total: String(total) })}
      </p>
      <div className={styles.downloads} role="group" aria-labelledby={downloadId}>
        <span id={downloadId} className={styles.downloadsLabel}>
          {texts.downloadLabel}
        </span>
        <div className={styles.downloadButtons}>
          {/* Short visible labels; the names say what is downloaded, and contain them. */}
          {(['csv', 'xlsx'] as const).map((format) => (
            <button
              key={format}
              type="button"
              className={`button ${styles.download}`}
              aria-label={format === 'csv' ? texts.download : texts.downloadXlsx}
              onClick={() => onDownload(format)}
            >
              {texts.downloadFormat[format]}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}

/**
 * The sort by movement: pressed while the rows stand largest move up first; a press on it when
 * pressed returns to the default order. The direction the other way (dir=DSC in the URL) shows it
 * not pressed, and a press turns it the right way round.
 */
function MovementSort({
  label,
  state,
  onChange,
}: {
  label: string;
  state: RankingViewState;
  onChange: (next: RankingViewState) => void;
}) {
  const pressed = state.sortBy === MOVEMENT_SORT && state.dir === 'ASC';
  return (
    <div className={styles.movementSort}>
      <button
        type="button"
        className={`button ${styles.movementButton}`}
        aria-pressed={pressed}
        onClick={() => onChange({ ...state, ...(pressed ? defaultSort : { sortBy: MOVEMENT_SORT, dir: 'ASC' }) })}
      >
        {label}
      </button>
    </div>
  );
}
