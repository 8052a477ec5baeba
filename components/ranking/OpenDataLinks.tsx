import { getTranslations } from 'next-intl/server';
import styles from './ranking.module.css';
import type { Locale } from '@/lib/i18n/locales';
import { openDataColumns, openDataEditionsPaths, openDataPaths, openDataXlsxPath } from '@/lib/ranking/open-data';
import { moversPaths, moversXlsxPath } from '@/lib/ranking/open-data-movers';
import { XLSX_TYPE } from '@/lib/ranking/sheet';

/**
 * The ranking page's footer: the whole ranking as open data (an Excel workbook headed in the
 * page's language, CSV and JSON, all published at build), then every edition's in one table and
 * the year's movers of every edition, and behind a native disclosure what each ranking column
 * holds. An archived edition's ranking offers only the files of every edition (its rows are in
 * them). Plain links: they work without JavaScript.
 */
export async function OpenDataLinks({ locale, archived = false }: { locale: Locale; archived?: boolean }) {
  const t = await getTranslations({ locale, namespace: 'ranking.openData' });
  // The workbook and the CSV are offered for download (a spreadsheet opens them); the JSON opens in the browser.
  const ranking = openDataXlsxPath('ranking', locale);
  const editionsXlsx = openDataXlsxPath('editions', locale);
  const current = [
    { href: ranking, type: XLSX_TYPE, download: ranking.split('/').pop(), label: t('xlsx') },
    { href: openDataPaths.csv, type: 'text/csv', download: 'ranking.csv', label: t('csv') },
    { href: openDataPaths.json, type: 'application/json', download: undefined, label: t('json') },
  ];
  const editions = [
    { href: editionsXlsx, type: XLSX_TYPE, download: editionsXlsx.split('/').pop(), label: t('editionsXlsx') },
    { href: openDataEditionsPaths.csv, type: 'text/csv', download: 'editions.csv', label: t('editionsCsv') },
    { href: openDataEditionsPaths.json, type: 'application/json', download: undefined, label: t('editionsJson') },
  ];
  // The year's movers of every edition (lib/ranking/open-data-movers), beside every edition's ranking.
  const m = await getTranslations({ locale, namespace: 'movers.openData' });
  const moversXlsx = moversXlsxPath(locale);
  const movers = [
    { href: moversXlsx, type: XLSX_TYPE, download: moversXlsx.split('/').pop(), label: m('xlsx') },
    { href: moversPaths.csv, type: 'text/csv', download: 'movers.csv', label: m('csv') },
    { href: moversPaths.json, type: 'application/json', download: undefined, label: m('json') },
  ];
  const files = archived ? [...editions, ...movers] : [...current, ...editions, ...movers];
  return (
    <aside className={styles.openData} aria-labelledby="open-data-title">
      <h2 id="open-data-title" className={styles.openDataTitle}>
        {t('title')}
      </h2>
      <p>{archived ? t('editionsText') : t('text')}</p>
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
