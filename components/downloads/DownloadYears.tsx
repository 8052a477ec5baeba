import { getTranslations } from 'next-intl/server';
import { DownloadIcon } from './DownloadIcon';
import styles from './downloads.module.css';
import { ExternalLink } from '@/components/content/ExternalLink';
import type { DownloadYear } from '@/lib/downloads/entries';
import type { Locale } from '@/lib/i18n/locales';

/** One card per year, newest first; each file opens a new tab, named with its type, size and that hint. */
export async function DownloadYears({ years, locale }: { years: readonly DownloadYear[]; locale: Locale }) {
  if (years.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'editorial.downloads' });
  return (
    <section className={styles.band} aria-label={t('label')}>
      <div className="container">
        <ol className={styles.years}>
          {years.map(({ year, files }) => (
            <li key={year}>
              <article className={styles.card} aria-labelledby={`downloads-${year}`} data-year={year}>
                <header className={styles.head}>
                  <h2 id={`downloads-${year}`} className={styles.heading}>
                    <span className={styles.edition}>{t('edition')} </span>
                    <span className={styles.numeral}>{year}</span>
                  </h2>
                  <p className={styles.count}>{t('count', { count: files.length })}</p>
                </header>
                <ul className={styles.files}>
                  {files.map((file) => (
                    <li key={file.href}>
                      <ExternalLink href={file.href} className={styles.file} data-kind={file.kind}>
                        <DownloadIcon kind={file.kind} className={styles.icon} />
                        <span className={styles.name}>{file.name}</span>
                        {file.meta && <span className={styles.meta}> {file.meta}</span>}
                        <span className="visually-hidden"> ({t('newTab')})</span>
                      </ExternalLink>
                    </li>
                  ))}
                </ul>
              </article>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
