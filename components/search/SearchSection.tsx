import { getTranslations } from 'next-intl/server';
import { SearchIsland } from './SearchIsland';
import styles from './search.module.css';
import { localeHref } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/locales';
import { pagePath } from '@/lib/routes';
import { searchTexts } from '@/lib/search/texts';

/** The search form and its results below the page's head: the island, with every text formatted here. */
export async function SearchSection({
  locale,
  editions,
  sectors,
}: {
  locale: Locale;
  /** The editions' years, newest first. */
  editions: readonly string[];
  sectors: readonly { value: string; label: string }[];
}) {
  const t = await getTranslations({ locale, namespace: 'search' });
  return (
    <div className={`container ${styles.section}`}>
      <SearchIsland
        action={localeHref(locale, pagePath('search', locale))}
        texts={searchTexts(t, locale)}
        editions={editions.map((year) => ({ value: year, label: year }))}
        sectors={sectors}
      />
    </div>
  );
}
