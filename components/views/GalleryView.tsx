import { IntroPage } from '@/components/views/IntroPage';
import type { PageViewProps } from '@/components/views/view-props';
import { GalleryGrid } from '@/components/gallery/GalleryGrid';
import styles from '@/components/gallery/gallery.module.css';
import { galleryLabels } from '@/components/gallery/galleryLabels';
import { listOrEmpty } from '@/lib/content/lists';

/** The gallery page: intro, then the lazily loaded grid (below the fold); a thumbnail opens the lightbox. */
export async function GalleryView({ locale, shell, texts }: PageViewProps<'gallery'>) {
  const images = listOrEmpty(texts.gallery, `${locale} pages.gallery.gallery`);
  const labels = await galleryLabels(locale, images);
  return (
    <IntroPage locale={locale} shell={shell} page="gallery" intro={texts.intro}>
      {images.length > 0 && (
        <section className={`container ${styles.section}`} aria-labelledby="gallery-title">
          <h2 id="gallery-title" className="visually-hidden">
            {labels.list}
          </h2>
          <GalleryGrid images={images} labels={labels} />
        </section>
      )}
    </IntroPage>
  );
}
