import { useId } from 'react';
import styles from './ranking.module.css';
import { fillParts } from '@/lib/i18n/message-parts';
import type { RankingTableTexts } from '@/lib/ranking/table-texts';
import type { RankingViewState } from '@/lib/ranking/view';

/**
 * Above the ranking table: the search, the sector filter (when the rows have sectors), the
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
            className="select"
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
