import { BestMark, HistoryValue, RankWithMovement } from './CompareCells';
import styles from './table.module.css';
import type { CompareData, ComparedCompany } from '@/lib/compare/data';
import { measureGroups, measureKey, measureMarks, type Measure } from '@/lib/compare/measures';
import type { CompareTexts } from '@/lib/compare/texts';
import { fillParts } from '@/lib/i18n/message-parts';
import { localeHref } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/locales';
import { formatScore } from '@/lib/participant/format';
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
