import { getTranslations } from 'next-intl/server';
import results from '../results.module.css';
import { RankValue } from '../RankValue';
import styles from './history.module.css';
import { HistoryChart } from './HistoryChart';
import type { SectionProps } from '../participant-page-data';
import type { Rank } from '@/lib/content/participant';
import { rankKinds, type RankKey } from '@/lib/editions/statistics';
import { localeHref } from '@/lib/i18n/paths';
import { participantPath } from '@/lib/routes';

/** The company's ranks up to the page's edition: chart and table, each year linked to its page where one exists. */
export async function ParticipantHistory({
  locale,
  participant,
  history,
  edition,
}: SectionProps<'participant' | 'history' | 'edition'>) {
  const tookPart = history.filter((entry) => entry.kind === 'took-part').length;
  if (tookPart === 0) return null;
  const t = await getTranslations({ locale, namespace: 'editions.history' });
  const tp = await getTranslations({ locale, namespace: 'participant' });
  const { name, ref } = participant;
  const rank = (value: Rank) => (
    <RankValue rank={value} unranked={tp('ranks.unranked')} starred={tp('ranks.starred')} />
  );
  const newestFirst = [...history].sort((a, b) => b.year - a.year);
  const series = Object.fromEntries(rankKinds.map(({ key }) => [key, tp(`ranks.${key}`)])) as Record<RankKey, string>;
  return (
    <section id="history" className={styles.history} aria-labelledby="history-title" data-history>
      <div className={`container ${styles.historyGrid}`}>
        <div className={styles.historyHead}>
          <h2 id="history-title" className={results.sectionTitle}>
            {t('title')}
          </h2>
          <p className={styles.historyIntro}>{t('intro', { count: tookPart })}</p>
        </div>
        <HistoryChart history={history} labels={{ caption: t('chartLegend'), series }} />
        {/* Scrolls sideways on its own if it is ever wider than a phone, rather than the page. */}
        <div className={styles.tableScroll} role="region" aria-labelledby="history-caption" tabIndex={0}>
          <table className={styles.table}>
            <caption id="history-caption">{t('caption', { name })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('edition')}</th>
                {rankKinds.map(({ key }) => (
                  <th key={key} scope="col">
                    {series[key]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {newestFirst.map((entry) => {
                const own = entry.year === edition.year;
                // Linked where the company has a page of that year, other than this one.
                const year =
                  own || entry.kind === 'gap' ? (
                    <span className={styles.year} aria-current={own ? 'page' : undefined}>
                      {entry.year}
                    </span>
                  ) : (
                    <a
                      className={styles.year}
                      href={localeHref(
                        locale,
                        participantPath(ref, undefined, entry.year === edition.currentYear ? undefined : entry.year),
                      )}
                      aria-label={t('editionLink', { name: entry.name, year: String(entry.year) })}
                    >
                      {entry.year}
                    </a>
                  );
                if (entry.kind === 'gap') {
                  return (
                    <tr key={entry.year} data-year={entry.year} data-kind="gap" className={styles.gapRow}>
                      <th scope="row">{year}</th>
                      <td colSpan={3}>{t('gap')}</td>
                    </tr>
                  );
                }
                return (
                  <tr
                    key={entry.year}
                    data-year={entry.year}
                    data-kind="took-part"
                    className={own ? styles.ownRow : undefined}
                  >
                    <th scope="row">
                      {year}
                      {entry.name !== name && (
                        <span className={styles.formerName}>{t('formerName', { name: entry.name })}</span>
                      )}
                      {entry.first && <span className={styles.firstTag}>{t('first')}</span>}
                    </th>
                    {rankKinds.map(({ key, field }) => (
                      <td key={key}>{rank(entry[field])}</td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  );
}
