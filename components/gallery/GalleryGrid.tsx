import { ResponsiveImage } from '@/components/content/ResponsiveImage';
import { LightboxTrigger } from '@/components/lightbox/LightboxTrigger';
import { siteAsset } from '@/lib/config';
import type { GalleryImage } from '@/lib/content/editorial-schema';
import { sanitizeHtml } from '@/lib/content/sanitize';
import type { GalleryLabels } from './galleryLabels';
import styles from './gallery.module.css';

/** Two columns of about 600 px from 40rem on, one full-width column on phones. */
const SIZES = '(min-width: 80rem) 608px, (min-width: 40rem) calc(50vw - 3rem), calc(100vw - 2.5rem)';

/**
 * Gallery thumbnails, grayscale (colour on hover and focus), all lazy (a grid follows some text);
 * each links to its full-size image, and LightboxTrigger opens the lightbox instead. `labels`:
 * formatted on the server for these images (galleryLabels).
 */
export function GalleryGrid({ images, labels }: { images: readonly GalleryImage[]; labels: GalleryLabels }) {
  if (images.length === 0) return null;
  return (
    <LightboxTrigger labels={labels.lightbox}>
      <ul className={styles.grid} aria-label={labels.list}>
        {images.map((image, index) => (
          <li key={`${image.src}-${index}`} className={styles.item}>
            <a
              className={styles.link}
              href={siteAsset(image.src)}
              aria-label={labels.open[index]}
              data-gallery-index={index}
              data-caption={image.caption ? sanitizeHtml(image.caption) : undefined}
            >
              <ResponsiveImage
                src={image.src}
                alt={image.altText}
                sizes={SIZES}
                width={image.width}
                height={image.height}
                className={styles.image}
              />
            </a>
          </li>
        ))}
      </ul>
    </LightboxTrigger>
  );
}
