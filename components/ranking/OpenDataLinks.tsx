import styles from './ranking.module.css';
import type { RankingMessages } from '@/lib/content/ranking-messages-schema';
import { openDataColumns } from '@/lib/ranking/open-data';
import { openDataPaths } from '@/lib/ranking/open-data-files';

/**
 * The ranking page's footer: the whole ranking as open data (CSV and JSON, published at build)
 * and, behind a native disclosure, what each column holds.
 */
export function OpenDataLinks({ texts }: { texts: RankingMessages['openData'] }) {
  return (
    <aside className={styles.openData} aria-labelledby="open-data-title">
      <h2 id="open-data-title" className={styles.openDataTitle}>{texts.title}</h2>
      <p>{texts.text}</p>
      <ul className={styles.openDataLinks}>
        <li>
          <a href={openDataPaths.csv} download="ranking.csv" type="text/csv">{texts.csv}</a>
        </li>
        <li>
          <a href={openDataPaths.json} type="application/json">{texts.json}</a>
        </li>
      </ul>
      <details className={styles.openDataColumns}>
        <summary>{texts.columnsSummary}</summary>
        <dl>
          {openDataColumns.map((column) => (
            <div key={column}>
              <dt><code>{column}</code></dt>
              <dd>{texts.columns[column]}</dd>
            </div>
          ))}
        </dl>
      </details>
    </aside>
  );
}
