import { getTranslations } from 'next-intl/server';
import styles from './gaps.module.css';
import results from '../results.module.css';
import type { SectionProps } from '../participant-page-data';
import { formatDistance, formatScore } from '@/lib/participant/format';
import { hasGaps, type Distance } from '@/lib/participant/gaps';

/**
 * Where the points were lost: the group with the largest gap, each group's distance to the median
 * and the best (edition and sector), and up to three places where the participant would gain most.
 */
export async function PointGaps({ locale, edition, gaps, sector }: SectionProps<'edition' | 'gaps' | 'sector'>) {
  if (!hasGaps(gaps)) return null;
  const t = await getTranslations({ locale, namespace: 'participant' });
  const distance = (value: number | null) => formatDistance(value, locale);
  const points = (value: number) => formatScore(value, locale);
  const sectorArgs = { sector: sector?.name ?? '' };
  const distanceRows = (d: Distance, sectorDistance: Distance | undefined) => [
    { key: 'median', label: t('gaps.toMedian'), value: d.toMedian },
    { key: 'best', label: t('gaps.toBest'), value: d.toBest },
    ...(sectorDistance
      ? [
          { key: 'sector-median', label: t('gaps.sectorToMedian', sectorArgs), value: sectorDistance.toMedian },
          { key: 'sector-best', label: t('gaps.sectorToBest', sectorArgs), value: sectorDistance.toBest },
        ]
      : []),
  ];
  const { lead } = gaps;
  return (
    <section id="gaps" className={styles.gaps} aria-labelledby="gaps-title">
      <div className="container">
        <h2 id="gaps-title" className={results.sectionTitle}>
          {t('gaps.title')}
        </h2>
        <p className={styles.lead} data-lead={lead ? `${lead.key}-${lead.against}` : 'none'}>
          {lead
            ? t(lead.against === 'median' ? 'gaps.leadMedian' : 'gaps.leadBest', {
                group: lead.key,
                distance: points(lead.distance),
              })
            : t('gaps.noGap')}
        </p>
        <p className={styles.intro}>{t('gaps.intro', { year: String(edition.year) })}</p>
        <ul className={styles.groups}>
          {gaps.groups.map((group) => (
            <li
              key={group.key}
              className={styles.group}
              data-group={group.key}
              data-lead={lead?.key === group.key || undefined}
            >
              <h3 className={styles.groupTitle}>{t(`groups.${group.key}`)}</h3>
              <p className={styles.groupValue}>
                {group.value === null
                  ? t('gaps.notRated')
                  : t('gaps.points', { value: formatScore(group.value, locale), max: group.max })}
              </p>
              {group.value !== null && (
                <dl className={styles.distances}>
                  {distanceRows(group.edition, group.sector).map((row) => (
                    <div key={row.key} data-distance={row.key} data-sign={Math.sign(row.value ?? 0)}>
                      <dt>{row.label}</dt>
                      <dd>{distance(row.value)}</dd>
                    </div>
                  ))}
                </dl>
              )}
            </li>
          ))}
        </ul>
        <h3 className={styles.gainsTitle}>{t('gaps.gainsTitle')}</h3>
        {gaps.gains.length ? (
          <>
            <p className={styles.intro}>{t('gaps.gainsIntro')}</p>
            <ol className={styles.gains}>
              {gaps.gains.map((gain) => {
                const args = {
                  criterion: gain.field === 'totalVR' ? t('groups.valueReporting') : t(`criteria.${gain.field}`),
                  gain: points(gain.gain),
                  target: points(gain.targetValue),
                  value: points(gain.value),
                  max: gain.max,
                };
                return (
                  <li key={gain.field} data-field={gain.field} data-target={gain.target} data-position={gain.position}>
                    {gain.target === 'median'
                      ? t('gaps.gainMedian', args)
                      : t('gaps.gainBest', { ...args, median: points(gain.median), position: gain.position })}
                  </li>
                );
              })}
            </ol>
          </>
        ) : (
          <p className={styles.intro}>{t('gaps.noGains')}</p>
        )}
      </div>
    </section>
  );
}
