import { getTranslations } from 'next-intl/server';
import styles from './links.module.css';
import { ArrowDownIcon, StarIcon } from './icons';
import type { Locale } from '@/lib/i18n/locales';

/**
 * The certificate of the edition, for a participant that has one: a gold star with "Zertifikat
 * 2026" and a download link per language (lib/certificate/paths). Each link names its language
 * and says the file is a one-page PDF; hreflang tells which language the file is in. Its id is
 * the target of the "on this page" link, and its label is a heading for that reason.
 */
export async function CertificateLinks({
  locale,
  year,
  certificates,
}: {
  locale: Locale;
  year: number;
  certificates: { locale: Locale; href: string }[];
}) {
  if (certificates.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'certificate.links' });
  const tl = await getTranslations({ locale, namespace: 'participant.links' });
  return (
    <div id="certificate" className={styles.certificate} data-certificate>
      <h2 className={styles.certificateLabel} id="certificate-label">
        <StarIcon className={styles.certificateStar} />
        {t('label', { year: String(year) })}
      </h2>
      <ul className={styles.links} aria-labelledby="certificate-label">
        {certificates.map((certificate) => (
          <li key={certificate.locale}>
            <a
              href={certificate.href}
              download
              type="application/pdf"
              hrefLang={certificate.locale}
              className={styles.linkButton}
            >
              {t('download', { language: t(`languages.${certificate.locale}`) })}
              <span className={styles.linkHint}>{tl('pdfHint')}</span>
              <ArrowDownIcon className={styles.linkIcon} />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
