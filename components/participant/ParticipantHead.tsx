import { getTranslations } from 'next-intl/server';
import styles from './head.module.css';
import { CertificateLinks } from './CertificateLinks';
import { CompareLink } from './CompareLink';
import { RankCircles } from './RankCircles';
import { ReportLinks } from './ReportLinks';
import { ReportCover } from '@/components/awards/ReportCover';
import { Breadcrumb } from '@/components/shell/Breadcrumb';
import type { BreadcrumbNav } from '@/lib/breadcrumbs/trail';
import { COVER_SIZES } from '@/lib/images/generated';
import type { Participant } from '@/lib/content/participant';
import type { Locale } from '@/lib/i18n/locales';
import { awardLines, type ParticipantAwards } from '@/lib/participant/awards';

/**
 * The top of a participant page, result first (a phone's first screen): breadcrumb, name, awards,
 * rank circles; then the cover, website and PDF, the compare link and the certificate's links.
 */
export async function ParticipantHead({
  locale,
  participant,
  year,
  eyebrow,
  awards,
  certificates,
  comparable = false,
  breadcrumb,
}: {
  locale: Locale;
  participant: Participant;
  /** The edition shown: its report's cover and result PDF. */
  year: number;
  eyebrow: string;
  awards: ParticipantAwards;
  /** The edition's certificate PDFs; empty without a certificate. */
  certificates: { locale: Locale; href: string }[];
  /** The company is in the current edition, the one the comparison shows. */
  comparable?: boolean;
  breadcrumb: BreadcrumbNav;
}) {
  const t = await getTranslations({ locale, namespace: 'participant' });
  const { name } = participant;
  const lines = awardLines(awards, (category, place) => t('head.award', { category, place }));
  const mentions = awards.specialMentions.map(({ key }) => key);
  return (
    <section className={styles.head} aria-labelledby="page-title">
      <div className="container">
        <Breadcrumb nav={breadcrumb} className={styles.breadcrumb} />
      </div>
      <div className={`container ${styles.headGrid}`}>
        <div className={styles.headBody}>
          <p className={`eyebrow ${styles.eyebrow}`}>{eyebrow}</p>
          <h1 id="page-title" className={styles.title} style={{ ['--longest-word' as string]: longestWord(name) }}>
            {name}
          </h1>
          {lines.length > 0 && (
            <ul className={styles.awardLines} aria-label={t('head.awardsLabel')}>
              {lines.map((line) => (
                <li key={line.key}>{line.text}</li>
              ))}
            </ul>
          )}
          <RankCircles locale={locale} participant={participant} year={year} mentions={mentions} />
        </div>
        <div className={styles.cover}>
          <ReportCover
            participantRef={participant.ref}
            year={year}
            alt={t('head.imageAlt', { name })}
            sizes={COVER_SIZES.head}
            loading="priority"
          />
        </div>
        <div className={styles.headMeta}>
          <div className={styles.headLinks}>
            {participant.online && (
              <p className={styles.online} data-online>
                <span className={styles.onlineDot} aria-hidden="true" />
                {t('links.online')}
              </p>
            )}
            <ReportLinks locale={locale} participant={participant} year={year} />
            {comparable && <CompareLink locale={locale} participantRef={participant.ref} />}
          </div>
        </div>
        <div className={styles.headCertificate}>
          <CertificateLinks locale={locale} year={year} certificates={certificates} />
        </div>
      </div>
    </section>
  );
}

/** Characters in the name's longest word, at least 8 (short names keep the full size). */
function longestWord(name: string): number {
  return Math.max(8, ...name.split(/[\s-]+/).map((word) => [...word].length));
}
