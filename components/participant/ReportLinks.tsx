import { getTranslations } from 'next-intl/server';
import styles from './links.module.css';
import { ExternalLink } from '@/components/content/ExternalLink';
import { participantPdf } from '@/lib/config';
import type { SectionProps } from './participant-page-data';
import { websiteLabel, websiteUrl } from '@/lib/participant/website';
import { ArrowDownIcon, ArrowOutIcon } from './icons';

/** The participant's website (a safe link, or none) and the result PDF. */
export async function ReportLinks({
  locale,
  participant,
  edition,
  className,
}: SectionProps<'participant' | 'edition'> & { className?: string }) {
  const t = await getTranslations({ locale, namespace: 'participant.links' });
  const website = websiteUrl(participant);
  return (
    <ul className={[styles.links, className].filter(Boolean).join(' ')}>
      {website && (
        <li>
          <ExternalLink href={website} className={styles.linkButton}>
            <span className="visually-hidden">{t('website')}: </span>
            {websiteLabel(website)}
            <span className="visually-hidden"> ({t('newWindow')})</span>
            <ArrowOutIcon className={styles.linkIcon} />
          </ExternalLink>
        </li>
      )}
      <li>
        <a
          href={participantPdf(participant.ref, edition.year)}
          download
          type="application/pdf"
          className={styles.linkButton}
        >
          {t('pdf')}
          <span className={styles.linkHint}>{t('pdfHint')}</span>
          <ArrowDownIcon className={styles.linkIcon} />
        </a>
      </li>
    </ul>
  );
}
