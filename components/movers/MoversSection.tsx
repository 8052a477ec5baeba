import { getTranslations } from 'next-intl/server';
import { MoversList } from './MoversList';
import styles from './movers.module.css';
import type { EditionMovers } from '@/lib/editions/movers';
import { moversSectionTexts, moversTexts } from '@/lib/editions/movers-texts';
import type { EditionInfo } from '@/lib/editions/edition-info';
import type { Locale } from '@/lib/i18n/locales';

/**
 * The winners page's "Aufsteiger des Jahres": a heading and a lead, then the movers' lists; for
 * the first edition on the site, which has no edition before it, one sentence saying why there are
 * none. `className` lays the section out like the award categories above it.
 */
export async function MoversSection({
  locale,
  edition,
  movers,
  className,
  headClassName,
  bodyClassName,
}: {
  locale: Locale;
  edition: Pick<EditionInfo, 'year' | 'archivedYear'>;
  /** undefined for an edition without the edition before on the site. */
  movers: EditionMovers | undefined;
  className?: string;
  headClassName?: string;
  bodyClassName?: string;
}) {
  const t = await getTranslations({ locale, namespace: 'movers' });
  const section = moversSectionTexts(t, edition.year);
  return (
    <section className={className} aria-labelledby="movers-title" data-movers-section="">
      <div className={headClassName}>
        <h2 id="movers-title" className={styles.title}>
          {section.title}
        </h2>
        <p className={styles.intro}>{movers ? section.intro : section.firstEdition}</p>
      </div>
      {movers && (
        <div className={bodyClassName}>
          <MoversList movers={movers} edition={edition} locale={locale} texts={moversTexts(t, edition.year, movers)} />
        </div>
      )}
    </section>
  );
}
