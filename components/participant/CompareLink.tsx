import { getTranslations } from 'next-intl/server';
import { CompareIcon } from './icons';
import styles from './links.module.css';
import { comparePath } from '@/lib/compare/path';
import { localeHref } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/locales';

/** "Compare with…": a plain link to the comparison with this company first, working without script. */
export async function CompareLink({ locale, participantRef }: { locale: Locale; participantRef: string }) {
  const t = await getTranslations({ locale, namespace: 'compare' });
  return (
    <a href={localeHref(locale, comparePath([participantRef]))} className={styles.linkButton} data-compare-link="">
      {t('participantLink')}
      <CompareIcon className={styles.linkIcon} />
    </a>
  );
}
