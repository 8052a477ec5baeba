import styles from './table.module.css';
import type { Rank } from '@/lib/content/participant';
import type { CompareData, ComparedCompany, HistoryRanks } from '@/lib/compare/data';
import { measureGroups, measureKey, measureMarks, type Measure } from '@/lib/compare/measures';
import type { CompareTexts } from '@/lib/compare/texts';
import { fillParts } from '@/lib/i18n/message-parts';
import { localeHref } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/locales';
import { formatScore } from '@/lib/participant/format';
import { rankMovement } from '@/lib/participant/movement';
import { participantPath } from '@/lib/routes';

/**
 * The comparison as a table: a column per company (remove buttons in a second header row of plain
 * cells), a row per measure as in the detail table, then the ranks per edition; the best marked.
 */
export function CompareTable({
  locale,
  data,
  companies,
  texts,
  onRemove,
}: {
  locale: Locale;
  data: CompareData;
  companies: readonly ComparedCompany[];
  texts: CompareTexts;
  onRemove: (ref: string) => void;
}) {
  const names = new Intl.ListFormat(locale, { type: 'conjunction' }).format(companies.map((c) => c.name));
  const caption = fillParts(texts.caption, { companies: names });
  const span = companies.length + 1;
  const cell = (company: ComparedCompany, measure: Measure) => {
    if (measure.kind === 'rank')
      return <RankWithMovement rank={company[measure.field]} previous={company[measure.previous]} texts={texts} />;
    if (measure.kind === 'score') return formatScore(company.scores[measure.field], locale);
    return company.certificate ? texts.certificate.yes : texts.certificate.no;
  };
  return (
    <>
      <div className={styles.scroll} role="region" aria-label={texts.regionLabel} tabIndex={0} data-table-region="">
        <table className={styles.table} data-columns={companies.length}>
          <caption className={styles.caption}>
            <span>{caption}</span>
          </caption>
          <thead>
            <tr>
              <th scope="col">{texts.measure}</th>
              {companies.map((company) => (
                <th scope="col" key={company.ref} data-ref={company.ref}>
                  <a href={localeHref(locale, participantPath(company.ref))}>{company.name}</a>
                </th>
              ))}
            </tr>
            <tr className={styles.actions}>
              <td />
              {companies.map((company) => (
                <td key={company.ref}>
                  <button
                    type="button"
                    className={styles.remove}
                    data-remove={company.ref}
                    aria-label={fillParts(texts.remove, { name: company.name })}
                    onClick={() => onRemove(company.ref)}
                  >
                    {texts.removeShort}
                  </button>
                </td>
              ))}
            </tr>
          </thead>
          {measureGroups.map((group) => (
            <tbody key={group.key} data-group={group.key}>
              <tr className={styles.group}>
                <th scope="rowgroup" colSpan={span}>
                  <span>{texts.groups[group.key]}</span>
                </th>
              </tr>
              {group.measures.map((measure) => {
                const key = measureKey(measure);
                const marks = measureMarks(companies, measure);
                const total = measure.kind === 'score' && measure.total;
                return (
                  <tr key={key} data-measure={key} className={total ? styles.total : undefined}>
                    <th scope="row">{texts.measures[key]}</th>
                    {companies.map((company, i) => (
                      <td key={company.ref} data-best={marks[i] ? '' : undefined}>
                        {cell(company, measure)}
                        {marks[i] && <BestMark label={texts.best} />}
                      </td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          ))}
          <tbody data-group="history">
            <tr className={styles.group}>
              <th scope="rowgroup" colSpan={span}>
                <span>{texts.groups.history}</span>
              </th>
            </tr>
            {data.years.map((year, index) => (
              <tr key={year} data-year={year}>
                <th scope="row">{year}</th>
                {companies.map((company) => (
                  <td key={company.ref}>
                    <HistoryValue ranks={company.history[index] ?? null} texts={texts} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className={styles.legend}>
        <li>
          <span className={styles.bestMark} aria-hidden="true" /> {texts.legend.best}
        </li>
        <li>
          <span className={styles.move} data-move="up" aria-hidden="true" />
          <span className={styles.move} data-move="down" aria-hidden="true" /> {texts.legend.movement}
        </li>
      </ul>
    </>
  );
}

/** The comparison's cell values; signs for the eye are hidden from screen readers, which get words. */
function RankText({ rank, texts }: { rank: Rank; texts: CompareTexts }) {
  if (typeof rank === 'number') return <>{rank}</>;
  return (
    <>
      <span aria-hidden="true" className={rank === null ? styles.none : undefined}>
        {rank ?? '–'}
      </span>
      <span className="visually-hidden">{rank === null ? texts.unranked : texts.separatelyRanked}</span>
    </>
  );
}

/** A rank with its movement since the previous edition, when that edition's rank is known. */
function RankWithMovement({ rank, previous, texts }: { rank: Rank; previous: Rank | undefined; texts: CompareTexts }) {
  const movement = rankMovement(rank, previous);
  return (
    <>
      <RankText rank={rank} texts={texts} />
      {movement.kind !== 'none' && (
        <>
          <span className={styles.move} data-move={movement.kind} aria-hidden="true">
            {'by' in movement ? movement.by : movement.kind === 'new' && texts.movement.new}
          </span>
          <span className="visually-hidden">
            {', '}
            {movement.kind === 'new'
              ? texts.movement.newLong
              : fillParts(texts.movement.previous, { rank: String(movement.previous) })}
          </span>
        </>
      )}
    </>
  );
}

/** The three ranks of one edition, or that the company did not take part. */
function HistoryValue({ ranks, texts }: { ranks: HistoryRanks | null; texts: CompareTexts }) {
  const { history } = texts;
  if (!ranks) return <span className={styles.absent}>{history.absent}</span>;
  return (
    <span className={styles.history}>
      <span>
        <span className={styles.historyLabel}>{history.overall}</span>{' '}
        <RankText rank={ranks.rankOverall} texts={texts} />
      </span>
      <span>
        <span className={styles.historyLabel} aria-hidden="true">
          {history.valueReportingShort}
        </span>
        <span className="visually-hidden">{history.valueReporting}</span> <RankText rank={ranks.rankVR} texts={texts} />
      </span>
      <span>
        <span className={styles.historyLabel}>{history.design}</span> <RankText rank={ranks.rankDS} texts={texts} />
      </span>
    </span>
  );
}

/** The best value's mark: a sign for the eye, a word for screen readers (not by colour alone). */
function BestMark({ label }: { label: string }) {
  return (
    <>
      <span className={styles.bestMark} aria-hidden="true" />
      <span className="visually-hidden">{` (${label})`}</span>
    </>
  );
}
