import { getTranslations } from 'next-intl/server';
import { OnThisPage } from '@/components/content/OnThisPage';
import { CompactPageIntro } from '@/components/content/PageIntroCompact';
import { KeyDates } from '@/components/dates/KeyDates';
import { FactSheet } from '@/components/press/FactSheet';
import { PressPhotos } from '@/components/press/PressPhotos';
import { MediaContact } from '@/components/press/MediaContact';
import { PressRelease } from '@/components/press/PressRelease';
import styles from '@/components/press/press.module.css';
import { PageShell } from '@/components/shell/PageShell';
import type { PageViewProps } from '@/components/views/view-props';

/**
 * The press room of an edition (/presse, /{year}/presse): what a journalist on deadline needs,
 * in the order a phone shows it: the release with its PDF, the fact sheet, the media contact, the
 * press photos with the ZIP and logos, the edition's key dates with its calendar file; a short list
 * of these first, so each is one tap away.
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
  keyDates,
  photos,
}: PageViewProps<'press'>) {
  const t = await getTranslations({ locale, namespace: 'press' });
  const sections = [
    { id: 'release', text: t('releaseLabel') },
    { id: 'facts', text: t('factSheet.title') },
    { id: 'contact', text: t('contactTitle') },
    { id: 'key-dates-heading', text: t('keyDatesTitle') },
    { id: `press-photos-${photos.year}`, text: t('photosTitle') },
  ];
  return (
    <PageShell locale={locale} page="press" shell={shell} edition={edition}>
      <CompactPageIntro intro={texts.intro} locale={locale} linkLabels={shell.texts.linkLabels} breadcrumb={breadcrumb}>
        <OnThisPage label={t('onThisPage')} links={sections} />
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
          <PressPhotos data={photos} locale={locale} heading="h2" />
        </div>
        <KeyDates {...keyDates} locale={locale} />
      </CompactPageIntro>
    </PageShell>
  );
}
