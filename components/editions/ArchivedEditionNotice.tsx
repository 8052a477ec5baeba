import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import styles from './editions.module.css';
import type { EditionInfo } from '@/lib/editions/edition-info';
import { localeHref } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/locales';

/**
 * The band atop an archived edition's page, linking to the current one's (on a phone for screen
 * readers); the same on every page of the edition, so left out of the site search.
 */
export async function ArchivedEditionNotice({
  locale,
  edition,
  currentPath,
}: {
  locale: Locale;
  edition: EditionInfo;
  currentPath: string;
}) {
  const t = await getTranslations({ locale, namespace: 'editions.archivedNotice' });
  return (
    <aside className={styles.notice} aria-label={t('label')} data-pagefind-ignore="all">
      <div className={`container ${styles.noticeInner}`}>
        <p className={styles.noticeText}>
          <strong className={styles.noticeLabel}>{t('label')}</strong>{' '}
          <span className={styles.noticeSentence}>{t('text', { year: String(edition.year) })}</span>
        </p>
        <Link href={localeHref(locale, currentPath)} className={`text-link text-link--arrow ${styles.noticeLink}`}>
          {t('toCurrent', { year: String(edition.currentYear) })}
        </Link>
      </div>
    </aside>
  );
}
