import { PageIntro } from '@/components/content/PageIntro';
import { GalleryGrid } from '@/components/gallery/GalleryGrid';
import styles from '@/components/gallery/gallery.module.css';
import { PageShell } from '@/components/shell/PageShell';
import { listOrEmpty } from '@/lib/content/lists';
import { loadMessages } from '@/lib/content/load';
import type { Locale } from '@/lib/i18n/locales';
import { routes } from '@/lib/routes';

/**
 * The gallery page (/galerie, spec section 2): intro, then the grid of grayscale images; a
 * thumbnail opens the lightbox at its index. At 1440 × 900 and on phones the grid starts below
 * the fold, so all images load lazily and the intro is the largest paint.
 */
export function GalleryView({ locale }: { locale: Locale }) {
  const messages = loadMessages(locale);
  const texts = messages.pages.gallery;
  const images = listOrEmpty(texts.gallery, `${locale} pages.gallery.gallery`);
  return (
    <PageShell locale={locale} page="gallery" path={routes.gallery.path}>
      <PageIntro intro={texts.intro} locale={locale} messages={messages} where="pages.gallery.intro" />
      {images.length > 0 && (
        <section className={`container ${styles.section}`} aria-labelledby="gallery-title">
          <h2 id="gallery-title" className="visually-hidden">
            {messages.editorial.gallery.label}
          </h2>
          <GalleryGrid images={images} locale={locale} messages={messages} />
        </section>
      )}
    </PageShell>
  );
}
