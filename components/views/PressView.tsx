import { getTranslations } from 'next-intl/server';
import { CompactPageIntro } from '@/components/content/PageIntroCompact';
import { FactSheet } from '@/components/press/FactSheet';
import { MediaContact } from '@/components/press/MediaContact';
import { PressRelease } from '@/components/press/PressRelease';
import styles from '@/components/press/press.module.css';
import { PageShell } from '@/components/shell/PageShell';
import type { PageViewProps } from '@/components/views/view-props';

/**
 * The press room of an edition (/presse, /{year}/presse): what a journalist on deadline needs,
 * in the order a phone shows it: the release with its PDF, the fact sheet, the media contact;
 * a short list of these first, so each is one tap away.
 */
export async function PressView({
  locale,
  shell,
  edition,
  breadcrumb,
  texts,
  dates,
  pdf,
  factSheet,
  bestSectorName,
  awardTitles,
  contact,
  feedHref,
}: PageViewProps<'press'>) {
  const t = await getTranslations({ locale, namespace: 'press' });
  const sections = [
    { id: 'release', label: t('releaseLabel') },
    { id: 'facts', label: t('factSheet.title') },
    { id: 'contact', label: t('contactTitle') },
  ];
  return (
    <PageShell locale={locale} page="press" shell={shell} edition={edition}>
      <CompactPageIntro intro={texts.intro} locale={locale} linkLabels={shell.texts.linkLabels} breadcrumb={breadcrumb}>
        <nav className={styles.onThisPage} aria-labelledby="on-this-page">
          <div className={`container ${styles.onThisPageInner}`}>
            <h2 id="on-this-page" className={styles.onThisPageLabel}>
              {t('onThisPage')}
            </h2>
            <ul className={styles.onThisPageList}>
              {sections.map((s) => (
                <li key={s.id}>
                  <a href={`#${s.id}`}>{s.label}</a>
                </li>
              ))}
            </ul>
          </div>
        </nav>
        <div className={`container ${styles.room}`}>
          <PressRelease locale={locale} release={texts.release} dates={dates} pdf={pdf} />
          <FactSheet
            locale={locale}
            sheet={factSheet}
            archivedYear={edition.archivedYear}
            awardTitles={awardTitles}
            bestSectorName={bestSectorName}
          />
          <MediaContact locale={locale} contact={contact} feed={{ href: feedHref, label: t('feedLink') }} />
          {/* Key dates with the .ics link: components/dates/KeyDates.tsx goes here (its heading: press.keyDatesTitle, add it to the list above). */}
          <></>
          {/* Press photos, the ZIP and logos: components/press/PressPhotos.tsx goes here (press.photosTitle, add it to the list above). */}
          <></>
        </div>
      </CompactPageIntro>
    </PageShell>
  );
}
