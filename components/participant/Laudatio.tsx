import { getTranslations } from 'next-intl/server';
import styles from './laudatio.module.css';
import links from './links.module.css';
import { LaudatioVideo } from './LaudatioVideo';
import { ReportLinks } from './ReportLinks';
import { ImageCarousel } from '@/components/carousel/ImageCarousel';
import { RichText } from '@/components/content/RichText';
import type { SectionProps } from './participant-page-data';
import type { LaudatioEntry } from '@/lib/content/participant-messages-schema';
import { laudatioSlides } from '@/lib/participant/laudatio';
import { SPREAD_SIZES } from '@/lib/images/generated';

/** The jury's laudatio: title, subtitle, video, text, the links, then the report's spreads in a carousel. */
export async function Laudatio({
  locale,
  participant,
  edition,
  entry,
}: SectionProps<'participant' | 'edition'> & { entry: LaudatioEntry }) {
  const t = await getTranslations({ locale, namespace: 'participant.laudatio' });
  const slides = laudatioSlides(participant.ref, edition.year, entry);
  return (
    <section id="laudatio" className={styles.laudatio} aria-labelledby="laudatio-title">
      <div className={`container ${styles.laudatioGrid}`}>
        <header className={styles.laudatioHead}>
          <p className="eyebrow">{t('eyebrow')}</p>
          <h2 id="laudatio-title" className={styles.laudatioTitle}>
            {entry.title}
          </h2>
          <p className={styles.laudatioSubtitle}>{entry.subtitle}</p>
        </header>
        <div className={styles.laudatioBody}>
          {entry.video && <LaudatioVideo video={entry.video} label={t('video', { title: entry.video.title })} />}
          <RichText html={entry.richText} className={styles.laudatioText} />
        </div>
        <aside className={styles.laudatioAside} aria-labelledby="laudatio-links">
          <h3 id="laudatio-links" className={styles.asideTitle}>
            {t('linksTitle')}
          </h3>
          <ReportLinks locale={locale} participant={participant} edition={edition} className={links.linksStacked} />
        </aside>
      </div>
      {slides.length > 0 && (
        <div className={`container ${styles.gallery}`}>
          <h3 id="laudatio-gallery" className={styles.galleryTitle}>
            {t('galleryTitle')}
          </h3>
          <ImageCarousel locale={locale} label={t('galleryTitle')} slides={slides} sizes={SPREAD_SIZES} />
        </div>
      )}
    </section>
  );
}
