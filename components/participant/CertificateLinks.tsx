import { getTranslations } from 'next-intl/server';
import styles from './links.module.css';
import { ArrowDownIcon, StarIcon } from './icons';
import type { SectionProps } from './participant-page-data';

/** The certificate: a gold star and a PDF per language; its label is a heading for "on this page". */
export async function CertificateLinks({ locale, edition, certificates }: SectionProps<'edition' | 'certificates'>) {
  if (certificates.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'certificate.links' });
  const tl = await getTranslations({ locale, namespace: 'participant.links' });
  return (
    <div id="certificate" className={styles.certificate} data-certificate>
      <h2 className={styles.certificateLabel} id="certificate-label">
        <StarIcon className={styles.certificateStar} />
        {t('label', { year: String(edition.year) })}
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
