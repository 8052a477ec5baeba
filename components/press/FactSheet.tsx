import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import styles from './press.module.css';
import type { Locale } from '@/lib/i18n/locales';
import { numberFormat } from '@/lib/i18n/number-format';
import { localeHref } from '@/lib/i18n/paths';
import type { FactSheet as Sheet } from '@/lib/press/fact-sheet';
import { participantPath } from '@/lib/routes';

/**
 * The fact sheet (lib/press/fact-sheet): counts, winners, the year's movers, the strongest sector
 * and the medians with their change, every figure from the data. Lists and a table, no script.
 */
export async function FactSheet({
  locale,
  sheet,
  archivedYear,
  awardTitles,
  bestSectorName,
}: {
  locale: Locale;
  sheet: Sheet;
  /** Where the edition's participant pages live; undefined for the current edition. */
  archivedYear: number | undefined;
  /** Each winner category's title in this edition (its awards texts). */
  awardTitles: Record<Sheet['winners'][number]['key'], string>;
  bestSectorName: string | undefined;
}) {
  const t = await getTranslations({ locale, namespace: 'press.factSheet' });
  const points = numberFormat(locale, { maximumFractionDigits: 2 });
  const signed = numberFormat(locale, { maximumFractionDigits: 2, signDisplay: 'exceptZero' });
  const count = numberFormat(locale);
  const participantHref = (ref: string) => localeHref(locale, participantPath(ref, undefined, archivedYear));
  return (
    <section className={styles.section} aria-labelledby="facts">
      <h2 id="facts" className={styles.sectionTitle}>
        {t('title')}
      </h2>
      <p className={styles.note}>{t('intro')}</p>
      <dl className={styles.figures}>
        <div>
          <dt>{t('reportsLabel')}</dt>
          <dd data-figure="reports">{count.format(sheet.reports)}</dd>
        </div>
        <div>
          <dt>{t('certifiedLabel')}</dt>
          <dd data-figure="certified">
            {t('certified', { certified: sheet.certified, threshold: points.format(sheet.threshold) })}
          </dd>
        </div>
        {sheet.bestSector && bestSectorName && (
          <div>
            <dt>{t('bestSectorLabel')}</dt>
            <dd data-figure="best-sector">
              {t('bestSector', { sector: bestSectorName, points: points.format(sheet.bestSector.median) })}
            </dd>
          </div>
        )}
      </dl>

      <h3 className={styles.subTitle}>{t('winnersTitle')}</h3>
      <dl className={styles.winners}>
        {sheet.winners.map(({ key, winners }) => (
          <div key={key} data-category={key}>
            <dt>{awardTitles[key]}</dt>
            <dd>
              <ol>
                {winners.map((w) => (
                  <li key={w.ref}>
                    <Link href={participantHref(w.ref)} prefetch={false}>
                      {w.name}
                    </Link>
                  </li>
                ))}
              </ol>
            </dd>
          </div>
        ))}
      </dl>

      <h3 className={styles.subTitle}>{t('moversTitle')}</h3>
      {sheet.movers ? (
        <>
          <dl className={styles.winners}>
            {sheet.movers.byKind.map(({ kind, movers }) => (
              <div key={kind} data-movers={kind}>
                <dt>{t(`kinds.${kind}`)}</dt>
                <dd>
                  <ol>
                    {movers.map((m) => (
                      <li key={m.ref}>
                        {t('mover', { name: m.name, previous: m.previous, current: m.current, by: m.by })}
                      </li>
                    ))}
                  </ol>
                </dd>
              </div>
            ))}
          </dl>
          <p className={styles.note} data-figure="newcomers">
            {t('newcomers', { count: sheet.movers.newcomers })}
          </p>
        </>
      ) : (
        <p className={styles.note}>{t('moversFirst')}</p>
      )}

      <h3 className={styles.subTitle} id="medians">
        {t('mediansTitle')}
      </h3>
      <div className={styles.tableWrap}>
        <table className={styles.medians} aria-labelledby="medians">
          <thead>
            <tr>
              <td />
              <th scope="col">{t('medianLabel')}</th>
              <th scope="col">{t('changeLabel')}</th>
            </tr>
          </thead>
          <tbody>
            {sheet.medians.map((m) => (
              <tr key={m.kind} data-median={m.kind}>
                <th scope="row">{t(`kinds.${m.kind}`)}</th>
                <td>{m.median === null ? '–' : points.format(m.median)}</td>
                <td>
                  {m.change === undefined || sheet.previousYear === undefined
                    ? t('noChange')
                    : t('change', { change: signed.format(m.change), year: String(sheet.previousYear) })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
