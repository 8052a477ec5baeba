import { getTranslations } from 'next-intl/server';
import styles from './head.module.css';
import { CertificateLinks } from './CertificateLinks';
import { CompareIcon } from './icons';
import links from './links.module.css';
import { RankCircles } from './RankCircles';
import { ReportLinks } from './ReportLinks';
import { ReportCover } from '@/components/awards/ReportCover';
import { Breadcrumb } from '@/components/shell/Breadcrumb';
import { comparePath } from '@/lib/compare/path';
import { localeHref } from '@/lib/i18n/paths';
import { COVER_SIZES } from '@/lib/images/generated';
import { awardLines } from '@/lib/participant/awards';
import type { SectionProps } from './participant-page-data';

/**
 * The top of a participant page, result first (a phone's first screen): breadcrumb, name, awards,
 * rank circles; then the cover, website and PDF, the compare link and the certificate's links.
 */
export async function ParticipantHead({
  locale,
  participant,
  edition,
  texts,
  awards,
  certificates,
  breadcrumb,
}: SectionProps<'participant' | 'edition' | 'texts' | 'awards' | 'certificates' | 'breadcrumb'>) {
  const t = await getTranslations({ locale, namespace: 'participant' });
  const tc = await getTranslations({ locale, namespace: 'compare' });
  const { name } = participant;
  const lines = awardLines(awards, (category, place) => t('head.award', { category, place }));
  return (
    <section className={styles.head} aria-labelledby="page-title">
      <div className="container">
        <Breadcrumb nav={breadcrumb} className={styles.breadcrumb} />
      </div>
      <div className={`container ${styles.headGrid}`}>
        <div className={styles.headBody}>
          <p className={`eyebrow ${styles.eyebrow}`}>{texts.intro.pageTitle}</p>
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
          <RankCircles locale={locale} participant={participant} edition={edition} awards={awards} />
        </div>
        <div className={styles.cover}>
          <ReportCover
            participantRef={participant.ref}
            year={edition.year}
            alt={t('head.imageAlt', { name })}
            sizes={COVER_SIZES.head}
            loading="priority"
          />
        </div>
        {/* Links and downloads, here and below: the same words on every page, nothing a search looks for. */}
        <div className={styles.headMeta} data-pagefind-ignore="">
          <div className={styles.headLinks}>
            {participant.online && (
              <p className={styles.online} data-online>
                <span className={styles.onlineDot} aria-hidden="true" />
                {t('links.online')}
              </p>
            )}
            <ReportLinks locale={locale} participant={participant} edition={edition} />
            {/* "Compare with…", a plain link working without script: the current edition's companies only. */}
            {edition.archivedYear === undefined && (
              <a
                href={localeHref(locale, comparePath([participant.ref]))}
                className={links.linkButton}
                data-compare-link=""
              >
                {tc('participantLink')}
                <CompareIcon className={links.linkIcon} />
              </a>
            )}
          </div>
        </div>
        <div className={styles.headCertificate} data-pagefind-ignore="">
          <CertificateLinks locale={locale} edition={edition} certificates={certificates} />
        </div>
      </div>
    </section>
  );
}

/** Characters in the name's longest word, at least 8 (short names keep the full size). */
function longestWord(name: string): number {
  return Math.max(8, ...name.split(/[\s-]+/).map((word) => [...word].length));
}
