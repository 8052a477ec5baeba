import { getTranslations } from 'next-intl/server';
import styles from './key-dates.module.css';
import type { EditionDates } from '@/lib/editions/dates';
import { keyDateRows } from '@/lib/dates/key-dates';
import type { Locale } from '@/lib/i18n/locales';

/**
 * An edition's key dates (dates.json) as a list of label and date, with the link to the
 * edition's calendar file. A server component: the contact page shows the current edition's, and
 * any page of an edition can show that edition's (`year`, `dates`, `icsHref`: lib/calendar/paths
 * calendarPath). `id` names the section's heading, for a page that shows more than one.
 */
export async function KeyDates({
  year,
  dates,
  locale,
  icsHref,
  id = 'key-dates',
}: {
  year: number;
  dates: EditionDates;
  locale: Locale;
  icsHref: string;
  id?: string;
}) {
  const t = await getTranslations({ locale, namespace: 'keyDates' });
  const heading = `${id}-heading`;
  return (
    <section className={styles.band} aria-labelledby={heading} data-testid="key-dates">
      <div className={`container ${styles.layout}`}>
        <h2 id={heading} className={styles.heading}>
          {t('title', { year })}
        </h2>
        <div className={styles.body}>
          <dl className={styles.list}>
            {keyDateRows(dates, locale).map((row) => (
              <div key={row.key} className={styles.row} data-key={row.key}>
                <dt className={styles.label}>{t(`labels.${row.key}`)}</dt>
                <dd className={styles.value}>
                  {row.parts.map((part, i) =>
                    'dateTime' in part ? (
                      <time key={i} dateTime={part.dateTime}>
                        {part.text}
                      </time>
                    ) : (
                      part.text
                    ),
                  )}
                </dd>
              </div>
            ))}
          </dl>
          <p className={styles.calendar}>
            <a href={icsHref} download={`${year}.ics`} type="text/calendar">
              {t('calendarLink')}
            </a>
          </p>
        </div>
      </div>
    </section>
  );
}
