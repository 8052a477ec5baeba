import { getTranslations } from 'next-intl/server';
import styles from './results.module.css';
import { RankValue } from './RankValue';
import type { Participant, Rank } from '@/lib/content/participant';
import type { Locale } from '@/lib/i18n/locales';
import { detailGroups } from '@/lib/content/participant-fields';
import { formatScore, rankKind } from '@/lib/participant/format';
import { rankKinds } from '@/lib/editions/statistics';
import type { SectionProps } from './participant-page-data';

/** The score tables: both ratings' rank and total, the overall rank, the design detail; "of N" by rank. */
export async function ScoreTables({
  locale,
  participant,
  rankedCounts,
  sector,
}: SectionProps<'participant' | 'rankedCounts' | 'sector'>) {
  const t = await getTranslations({ locale, namespace: 'participant' });
  const rank = (value: Rank) => <RankValue rank={value} unranked={t('ranks.unranked')} starred={t('ranks.starred')} />;
  return (
    <section id="result" className={styles.results} aria-labelledby="results-title">
      <div className="container">
        <h2 id="results-title" className={styles.sectionTitle}>
          {t('results.title')}
        </h2>
        {sector && (
          <p className={styles.sectorCaption} data-sector={sector.key}>
            {t('sector.caption', { sector: sector.name, count: sector.size })}
          </p>
        )}
        <div className={styles.summaries}>
          {rankKinds.map((kind) => (
            <table key={kind.key} className={styles.summary} data-table={kind.key}>
              <caption>{t(`results.${kind.key}`)}</caption>
              <tbody>
                <tr>
                  <th scope="row">{t('results.rank')}</th>
                  <td>
                    <span className={styles.summaryRank}>{rank(participant[kind.field])}</span>
                    {rankKind(participant[kind.field]) === 'ranked' && (
                      <span className={styles.summaryOf}>
                        {' '}
                        {t('results.rankOf', { count: rankedCounts[kind.key] })}
                      </span>
                    )}
                  </td>
                </tr>
                {sector && sector.places[kind.key] && (
                  <tr data-row="sector">
                    <th scope="row">{t('sector.rank')}</th>
                    <td>{t('sector.place', { ...sector.places[kind.key] })}</td>
                  </tr>
                )}
                {'points' in kind && (
                  <tr>
                    <th scope="row">{t('results.points')}</th>
                    <td>{formatScore(participant[kind.points], locale)}</td>
                  </tr>
                )}
              </tbody>
            </table>
          ))}
        </div>
        <CriterionTable locale={locale} participant={participant} />
      </div>
    </section>
  );
}

/** The design rating's detail: every criterion's points by group, with the group's total. */
async function CriterionTable({ locale, participant }: { locale: Locale; participant: Participant }) {
  const t = await getTranslations({ locale, namespace: 'participant' });
  return (
    <table className={styles.detail}>
      <caption>{t('results.detailCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('results.criterion')}</th>
          <th scope="col">{t('results.points')}</th>
        </tr>
      </thead>
      {detailGroups.map((group) => (
        <tbody key={group.key} data-group={group.key}>
          <tr className={styles.detailGroup}>
            <th scope="rowgroup" colSpan={2}>
              {t(`groups.${group.key}`)}
            </th>
          </tr>
          {group.fields.map((field) => (
            <tr key={field} data-field={field}>
              <th scope="row">{t(`criteria.${field}`)}</th>
              <td>{formatScore(participant[field], locale)}</td>
            </tr>
          ))}
          <tr className={styles.detailTotal} data-field={group.total}>
            <th scope="row">{t(`criteria.${group.total}`)}</th>
            <td>{formatScore(participant[group.total], locale)}</td>
          </tr>
        </tbody>
      ))}
    </table>
  );
}
