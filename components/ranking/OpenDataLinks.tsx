import { getTranslations } from 'next-intl/server';
import styles from './ranking.module.css';
import type { Locale } from '@/lib/i18n/locales';
import { openDataColumns, openDataPaths } from '@/lib/ranking/open-data';

/**
 * The ranking page's footer: the whole ranking as open data (CSV and JSON, published at build)
 * and, behind a native disclosure, what each column holds.
 */
export async function OpenDataLinks({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'ranking.openData' });
  // The CSV is offered for download (a spreadsheet opens it); the JSON opens in the browser.
  const files = [
    { href: openDataPaths.csv, type: 'text/csv', download: 'ranking.csv', label: t('csv') },
    { href: openDataPaths.json, type: 'application/json', download: undefined, label: t('json') },
  ];
  return (
    <aside className={styles.openData} aria-labelledby="open-data-title">
      <h2 id="open-data-title" className={styles.openDataTitle}>
        {t('title')}
      </h2>
      <p>{t('text')}</p>
      <ul className={styles.openDataLinks}>
        {files.map((file) => (
          <li key={file.href}>
            <a href={file.href} download={file.download} type={file.type}>
              {file.label}
            </a>
          </li>
        ))}
      </ul>
      <details className={styles.openDataColumns}>
        <summary>{t('columnsSummary')}</summary>
        <dl>
          {openDataColumns.map((column) => (
            <div key={column}>
              <dt>
                <code>{column}</code>
              </dt>
              <dd>{t(`columns.${column}`)}</dd>
            </div>
          ))}
        </dl>
      </details>
    </aside>
  );
}
