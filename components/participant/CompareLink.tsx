import { getTranslations } from 'next-intl/server';
import { CompareIcon } from './icons';
import styles from './links.module.css';
import { comparePath } from '@/lib/compare/path';
import { localeHref } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/locales';

/**
 * "Compare with…": the comparison page with this company in the first column, where the reader
 * adds the others. A plain link, so it works before (and without) any script.
 */
export async function CompareLink({ locale, participantRef }: { locale: Locale; participantRef: string }) {
  const t = await getTranslations({ locale, namespace: 'compare' });
  return (
    <a href={localeHref(locale, comparePath([participantRef]))} className={styles.linkButton} data-compare-link="">
      {t('participantLink')}
      <CompareIcon className={styles.linkIcon} />
    </a>
  );
}
