import { getTranslations } from 'next-intl/server';
import { IntroPage } from '@/components/views/IntroPage';
import type { PageViewProps } from '@/components/views/view-props';
import { GalleryGrid, type GalleryDownload } from '@/components/gallery/GalleryGrid';
import styles from '@/components/gallery/gallery.module.css';
import { galleryLabels } from '@/components/gallery/galleryLabels';
import { formatFileSize } from '@/lib/downloads/format';

/**
 * The gallery page: intro, then the lazily loaded grid (below the fold); a thumbnail opens the
 * lightbox, and below each its caption, credit and full-resolution download.
 */
export async function GalleryView({ locale, shell, texts, images, files }: PageViewProps<'gallery'>) {
  const labels = await galleryLabels(locale, images);
  const t = await getTranslations({ locale, namespace: 'pressPhotos' });
  const downloads = files.map((photo): GalleryDownload | undefined =>
    photo
      ? {
          href: photo.src,
          fileName: photo.fileName,
          label: t('download'),
          meta:
            photo.file &&
            t('fileMeta', {
              width: String(photo.file.width),
              height: String(photo.file.height),
              size: formatFileSize(photo.file.bytes, locale),
            }),
        }
      : undefined,
  );
  return (
    <IntroPage locale={locale} shell={shell} page="gallery" intro={texts.intro}>
      {images.length > 0 && (
        <section className={`container ${styles.section}`} aria-labelledby="gallery-title">
          <h2 id="gallery-title" className="visually-hidden">
            {labels.list}
          </h2>
          <GalleryGrid images={images} labels={labels} downloads={downloads} />
        </section>
      )}
    </IntroPage>
  );
}
