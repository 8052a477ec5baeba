import { getTranslations } from 'next-intl/server';
import styles from './profile.module.css';
import results from './results.module.css';
import { RankMovementList } from './RankMovementList';
import type { SectionProps } from './participant-page-data';
import { formatScore } from '@/lib/participant/format';
import { hasProfile, shareOf, type ProfileRow } from '@/lib/participant/profile';

/**
 * The score profile, drawn on the server: per group a bar for the points, lines for the median,
 * the best (gold) and the sector's median (dashed red), each a small SVG stretching with the column;
 * hidden from screen readers, which get a visually hidden table.
 */
export async function ScoreProfile({
  locale,
  participant,
  profile: { rows, participantCount },
  sector,
}: SectionProps<'participant' | 'profile' | 'sector'>) {
  const t = await getTranslations({ locale, namespace: 'participant' });
  const { name } = participant;
  // The rows carry the sector's median when there is one.
  const sectorName = sector?.name;
  const score = (value: number | null) => formatScore(value, locale);
  return (
    <section id="profile" className={styles.profile} aria-labelledby="profile-title">
      <div className={`container ${styles.profileGrid}`}>
        <div className={styles.profileHead}>
          <h2 id="profile-title" className={results.sectionTitle}>
            {t('profile.title')}
          </h2>
          <p className={styles.profileIntro}>{t('profile.intro', { count: participantCount })}</p>
        </div>
        {hasProfile(rows) ? (
          <figure className={styles.profileFigure}>
            <div aria-hidden="true" data-profile-chart>
              <ul className={styles.legend}>
                <li data-mark="participant">{name}</li>
                <li data-mark="median">{t('profile.median')}</li>
                {sectorName && <li data-mark="sector-median">{t('profile.sectorMedian', { sector: sectorName })}</li>}
                <li data-mark="best">{t('profile.best')}</li>
              </ul>
              {rows.map((row) => (
                <div key={row.key} className={styles.profileRow} data-group={row.key}>
                  <span className={styles.profileLabel}>{t(`groups.${row.key}`)}</span>
                  <ProfileBar row={row} />
                  <span className={styles.profileValue}>
                    <strong>{score(row.value)}</strong> {t('profile.scale', { max: row.max })}
                  </span>
                  <span className={styles.profileCompare}>
                    {sectorName
                      ? t('profile.compareWithSector', {
                          median: score(row.median),
                          sector: sectorName,
                          sectorMedian: score(row.sectorMedian ?? null),
                          best: score(row.best),
                        })
                      : t('profile.compare', { median: score(row.median), best: score(row.best) })}
                  </span>
                </div>
              ))}
            </div>
            {/* The wrapper hides the table: a table ignores width: 1px and would widen the page. */}
            <div className="visually-hidden">
              <table>
                <caption>{t('profile.tableCaption', { name })}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('profile.group')}</th>
                    <th scope="col">{name}</th>
                    <th scope="col">{t('profile.median')}</th>
                    {sectorName && <th scope="col">{t('profile.sectorMedian', { sector: sectorName })}</th>}
                    <th scope="col">{t('profile.best')}</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.key}>
                      <th scope="row">{t(`groups.${row.key}`)}</th>
                      <td>
                        {score(row.value)} {t('profile.scale', { max: row.max })}
                      </td>
                      <td>{score(row.median)}</td>
                      {sectorName && <td>{score(row.sectorMedian ?? null)}</td>}
                      <td>{score(row.best)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </figure>
        ) : (
          <p className={styles.profileEmpty}>{t('profile.noPoints', { name })}</p>
        )}
        <RankMovementList locale={locale} participant={participant} />
      </div>
    </section>
  );
}

/** One group's bar on a 0…100 scale, stretched to any width; the marks keep their pixel width. */
function ProfileBar({ row }: { row: ProfileRow }) {
  const x = (value: number | null) => (shareOf(value, row.max) * 100).toFixed(2);
  return (
    <svg
      className={styles.profileBar}
      viewBox="0 0 100 32"
      preserveAspectRatio="none"
      width="100%"
      height="32"
      focusable="false"
    >
      <rect x="0" y="9" width="100" height="14" className={styles.barTrack} />
      {[25, 50, 75].map((tick) => (
        <line
          key={tick}
          x1={tick}
          x2={tick}
          y1="9"
          y2="23"
          className={styles.barTick}
          vectorEffect="non-scaling-stroke"
        />
      ))}
      {row.value !== null && <rect x="0" y="9" width={x(row.value)} height="14" className={styles.barValue} />}
      {row.median !== null && <BarMark at={x(row.median)} from="3" to="29" className={styles.barMedian} />}
      {row.sectorMedian != null && (
        <BarMark at={x(row.sectorMedian)} from="3" to="29" className={styles.barSectorMedian} />
      )}
      {row.best !== null && <BarMark at={x(row.best)} from="0" to="32" className={styles.barBest} />}
    </svg>
  );
}

/** A mark across the bar (median, best): the line over a halo of the page colour, so it reads on the bar. */
function BarMark({ at, from, to, className }: { at: string; from: string; to: string; className: string | undefined }) {
  return (
    <g className={className}>
      <line x1={at} x2={at} y1={from} y2={to} className={styles.barHalo} vectorEffect="non-scaling-stroke" />
      <line x1={at} x2={at} y1={from} y2={to} vectorEffect="non-scaling-stroke" />
    </g>
  );
}
