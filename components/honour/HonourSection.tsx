import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { HonourSortTable, type HonourColumn } from './HonourSortTable';
import styles from './honour.module.css';
import { winnerCategoryKeys, type WinnerCategoryKey } from '@/lib/content/awards-schema';
import type { HonourEntry, HonourTable } from '@/lib/honour/honour';
import { honourSortData } from '@/lib/honour/sort';
import type { Locale } from '@/lib/i18n/locales';
import { numberFormat } from '@/lib/i18n/number-format';
import { localeHref } from '@/lib/i18n/paths';

const medalKeys = ['first', 'second', 'third'] as const;

/**
 * The table of honour (lib/honour/honour): what the order is, the medals' key, the table in its
 * default order (sortable once the island has hydrated) and the rules behind every figure.
 */
export async function HonourSection({ locale, table }: { locale: Locale; table: HonourTable }) {
  const t = await getTranslations({ locale, namespace: 'honour' });
  const tr = await getTranslations({ locale, namespace: 'ranking' });
  const list = (items: string[]) => new Intl.ListFormat(locale, { type: 'conjunction' }).format(items);
  const decimal = numberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const { entries, years, indexYears, currentYear } = table;
  const first = years.at(-1) ?? currentYear;

  const columns: HonourColumn[] = [
    { key: 'place', label: t('columns.place'), numeric: true },
    { key: 'name', label: t('columns.name') },
    ...winnerCategoryKeys.map((key) => ({
      key,
      label: t(`columns.${key}`),
      name: t('podiumOf', { category: t(`columns.${key}`) }),
    })),
    { key: 'podium', label: t('columns.podium'), numeric: true },
    { key: 'best12', label: t('columns.best12'), numeric: true },
    { key: 'streak', label: t('columns.streak'), numeric: true },
    { key: 'index', label: t('columns.index'), numeric: true },
  ];

  const medals = (counts: HonourEntry['podium'][WinnerCategoryKey]): ReactNode => {
    if (counts.every((count) => count === 0))
      return (
        <>
          <span aria-hidden="true" className={styles.none}>
            –
          </span>
          <span className="visually-hidden">{t('medals.none')}</span>
        </>
      );
    return (
      <span className={styles.medals}>
        {/* Each place keeps its slot (1st, 2nd, 3rd), so that the order says it besides the colour. */}
        {medalKeys.map((key, i) =>
          counts[i] ? (
            <span key={key} className={styles.medal} data-medal={key}>
              <span aria-hidden="true">{counts[i]}</span>
              <span className="visually-hidden">{t(`medals.${key}`, { count: counts[i] })}</span>
            </span>
          ) : (
            <span key={key} className={styles.medal} data-medal="none" aria-hidden="true" />
          ),
        )}
      </span>
    );
  };

  return (
    <div className={`container ${styles.section}`}>
      <p className={styles.summary}>
        <strong>{t('summary', { companies: entries.length, editions: years.length })}.</strong> {t('order')}{' '}
        <span className={styles.sortHint}>{t('sortHint')}</span>
      </p>
      <div className={styles.legend}>
        <span>{t('legend.title')}:</span>
        <ul>
          {medalKeys.map((key) => (
            <li key={key}>
              <span className={styles.medal} data-medal={key} aria-hidden="true" />
              {t(`legend.${key}`)}
            </li>
          ))}
        </ul>
      </div>
      <p className={styles.swipeHint}>{tr('swipeHint')}</p>
      <div
        className={styles.scroll}
        role="region"
        aria-labelledby="honour-caption"
        tabIndex={0}
        data-pagefind-ignore="all"
      >
        <HonourSortTable
          caption={t('caption', { first: String(first), last: String(currentYear) })}
          captionId="honour-caption"
          columns={columns}
          data={honourSortData(entries)}
          locale={locale}
        >
          {entries.map((entry) => (
            <tr key={entry.ref} data-ref={entry.ref}>
              <td className={styles.numeric}>{entry.place}</td>
              <th scope="row">
                <a href={localeHref(locale, entry.path)}>{entry.name}</a>
                {entry.formerNames.length > 0 && (
                  <span className={styles.former}>{t('formerly', { names: list(entry.formerNames) })}</span>
                )}
              </th>
              {winnerCategoryKeys.map((key) => (
                <td key={key}>{medals(entry.podium[key])}</td>
              ))}
              <td className={styles.numeric}>{entry.podiumTotal}</td>
              <td className={styles.numeric}>{entry.best12Years.length}</td>
              <td className={styles.numeric}>{entry.streak}</td>
              <td className={styles.numeric}>{decimal.format(entry.index)}</td>
            </tr>
          ))}
        </HonourSortTable>
      </div>
      <div className={styles.rules}>
        <h2>{t('rules.title')}</h2>
        <ul>
          <li>{t('rules.who')}</li>
          <li>{t('rules.podium', { editions: years.length, first: String(first) })}</li>
          <li>{t('rules.best12')}</li>
          <li>{t('rules.streak', { year: String(currentYear) })}</li>
          <li>
            {t('rules.index', {
              count: indexYears.length,
              weights: list(indexYears.map(({ year, weight }) => `${year} × ${weight}`)),
            })}
          </li>
          <li>
            {t('rules.missing', {
              places: list(indexYears.map(({ year, missingPlace }) => `${year}: ${missingPlace}`)),
            })}
          </li>
          <li>{t('rules.ties')}</li>
        </ul>
      </div>
    </div>
  );
}
