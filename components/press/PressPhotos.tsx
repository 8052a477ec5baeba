import { getTranslations } from 'next-intl/server';
import { ReportCover } from '@/components/awards/ReportCover';
import { ResponsiveImage } from '@/components/content/ResponsiveImage';
import { RichText } from '@/components/content/RichText';
import { DownloadLine } from '@/components/downloads/DownloadLine';
import { FileLink } from '@/components/downloads/FileLink';
import { siteAsset } from '@/lib/config';
import { formatFileSize } from '@/lib/downloads/format';
import type { Locale } from '@/lib/i18n/locales';
import type { PressPhotosData } from '@/lib/press/press-photos-data';
import type { PressPhoto } from '@/lib/press/photos';
import styles from './press-photos.module.css';

/** Three columns from 60rem, two from 36rem, one on phones. */
const SIZES = '(min-width: 80rem) 400px, (min-width: 60rem) 30vw, (min-width: 36rem) 45vw, calc(100vw - 2.5rem)';

type Heading = 'h2' | 'h3';

/**
 * An edition's press photos (lib/press/press-photos-data `loadPressPhotos`): the ZIP of them all,
 * the ceremony photos (current edition) or a sentence that there are none, the winners' report
 * covers, each with caption, credit and a full-resolution download, and the programme's logo.
 * No JavaScript: links with `download` names.
 */
export async function PressPhotos({
  data,
  locale,
  heading: H = 'h2',
}: {
  data: PressPhotosData;
  locale: Locale;
  /** The block's heading level; the groups' headings are one below. */
  heading?: Heading;
}) {
  const t = await getTranslations({ locale, namespace: 'pressPhotos' });
  const Sub = H === 'h2' ? 'h3' : 'h4';
  const year = String(data.year);
  const ceremony = data.photos.filter((photo) => photo.kind === 'ceremony');
  const covers = data.photos.filter((photo) => photo.kind === 'cover');
  const headingId = `press-photos-${data.year}`;

  const item = (photo: PressPhoto) => (
    <li key={photo.fileName} className={styles.item}>
      <figure className={styles.figure}>
        <div className={styles.frame}>
          {photo.ref !== undefined ? (
            <ReportCover
              participantRef={photo.ref}
              year={data.year}
              sizes={SIZES}
              alt={photo.alt}
              className={styles.image}
            />
          ) : (
            <ResponsiveImage
              src={photo.src}
              alt={photo.alt}
              sizes={SIZES}
              width={photo.file?.width}
              height={photo.file?.height}
              className={styles.image}
            />
          )}
        </div>
        <figcaption className={styles.caption}>
          <RichText as="p" inline html={photo.caption} className={styles.text} />
          <p className={styles.credit}>{photo.credit}</p>
          <DownloadLine
            href={siteAsset(photo.src)}
            fileName={photo.fileName}
            label={t('download')}
            meta={
              photo.file &&
              t('fileMeta', {
                width: String(photo.file.width),
                height: String(photo.file.height),
                size: formatFileSize(photo.file.bytes, locale),
              })
            }
          />
        </figcaption>
      </figure>
    </li>
  );

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <H id={headingId} className={styles.title}>
        {t('title')}
      </H>
      <p className={styles.zip}>
        <FileLink href={data.zip.url}>{t('zip.label')}</FileLink>{' '}
        {data.zip.bytes !== undefined && (
          <span className={`${styles.meta} tabular`}>
            ({t('zip.meta', { count: data.zip.files, size: formatFileSize(data.zip.bytes, locale) })})
          </span>
        )}
      </p>
      {ceremony.length > 0 ? (
        <>
          <Sub className={styles.group}>{t('ceremonyTitle', { year })}</Sub>
          <ul className={styles.grid} aria-label={t('ceremonyTitle', { year })}>
            {ceremony.map(item)}
          </ul>
        </>
      ) : (
        <p className={styles.none}>{t('noGallery', { year })}</p>
      )}
      {covers.length > 0 && (
        <>
          <Sub className={styles.group}>{t('coversTitle', { year })}</Sub>
          <ul className={styles.grid} aria-label={t('coversTitle', { year })}>
            {covers.map(item)}
          </ul>
        </>
      )}
      <Sub className={styles.group}>{t('logos.title')}</Sub>
      <p className={styles.note}>{t('logos.note')}</p>
      <ul className={styles.logos}>
        {data.logos.map((logo) => {
          const label = logo.background === 'light' ? t('logos.onLight') : t('logos.onDark');
          return (
            <li key={logo.svg} className={styles.logo}>
              <div className={styles.swatch} data-background={logo.background}>
                {/* eslint-disable-next-line @next/next/no-img-element -- a static SVG file, as published for the press */}
                <img src={logo.svg} alt="" width={64} height={64} loading="lazy" />
              </div>
              <p className={styles.logoLabel}>{label}</p>
              <p className={styles.logoFiles}>
                {[logo.svg, logo.png].map((url) => (
                  <FileLink key={url} href={url}>
                    {url.endsWith('.svg') ? 'SVG' : 'PNG'}
                    <span className="visually-hidden">, {label}</span>
                  </FileLink>
                ))}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
