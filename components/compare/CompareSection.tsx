import { getTranslations } from 'next-intl/server';
import { CompareIsland } from './CompareIsland';
import styles from './compare.module.css';
import { compareTexts } from '@/lib/compare/texts';
import { localeHref } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/locales';
import { routes } from '@/lib/routes';

/** The comparison below the page intro: the island, with every text formatted here. */
export async function CompareSection({ locale, year }: { locale: Locale; year: number }) {
  const t = await getTranslations({ locale, namespace: 'compare' });
  const criteria = await getTranslations({ locale, namespace: 'participant.criteria' });
  const rankingHref = localeHref(locale, routes.ranking.path);
  return (
    <div className={`container ${styles.section}`}>
      <CompareIsland locale={locale} texts={compareTexts(t, criteria, year)} rankingHref={rankingHref} />
    </div>
  );
}
