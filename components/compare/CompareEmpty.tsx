import styles from './compare.module.css';
import type { ComparedCompany } from '@/lib/compare/data';
import { leadingRefs } from '@/lib/compare/leaders';
import type { CompareTexts } from '@/lib/compare/texts';
import type { Locale } from '@/lib/i18n/locales';

/** Nothing chosen yet: what to do, and the overall leaders as a first comparison (named under the button). */
export function CompareEmpty({
  locale,
  companies,
  texts,
  onChoose,
}: {
  locale: Locale;
  companies: readonly ComparedCompany[];
  texts: CompareTexts['empty'];
  onChoose: (refs: string[]) => void;
}) {
  const leaders = leadingRefs(companies);
  const names = leaders.map((ref) => companies.find((c) => c.ref === ref)?.name ?? ref);
  return (
    <div className={styles.empty}>
      <h2 className={styles.emptyTitle}>{texts.title}</h2>
      <p>{texts.text}</p>
      {leaders.length > 1 && (
        <>
          <button type="button" className="button button--arrow" onClick={() => onChoose(leaders)}>
            {texts.suggestion}
          </button>
          <p className={styles.leaders}>{new Intl.ListFormat(locale, { type: 'conjunction' }).format(names)}</p>
        </>
      )}
    </div>
  );
}
