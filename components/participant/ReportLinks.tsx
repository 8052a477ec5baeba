import { getTranslations } from 'next-intl/server';
import styles from './links.module.css';
import { ExternalLink } from '@/components/content/ExternalLink';
import { participantPdf } from '@/lib/config';
import type { Participant } from '@/lib/content/participant-schema';
import type { Locale } from '@/lib/i18n/locales';
import { websiteLabel, websiteUrl } from '@/lib/participant/website';

/**
 * The participant's website (url, else website; https:// added when the scheme is missing;
 * unsafe values give no link) and the result PDF (participantPdf, spec section 7).
 */
export async function ReportLinks({ locale, participant, className }: { locale: Locale; participant: Participant; className?: string }) {
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
            <ArrowOut />
          </ExternalLink>
        </li>
      )}
      <li>
        <a href={participantPdf(participant.ref)} download type="application/pdf" className={styles.linkButton}>
          {t('pdf')}
          <span className={styles.linkHint}>{t('pdfHint')}</span>
          <ArrowDown />
        </a>
      </li>
    </ul>
  );
}

function ArrowOut() {
  return (
    <svg className={styles.linkIcon} viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <path d="M5 3h8v8M13 3L3 13" fill="none" stroke="currentColor" strokeWidth="1.75" />
    </svg>
  );
}

function ArrowDown() {
  return (
    <svg className={styles.linkIcon} viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <path d="M8 2v10M3.5 7.5L8 12l4.5-4.5M3 14.5h10" fill="none" stroke="currentColor" strokeWidth="1.75" />
    </svg>
  );
}
