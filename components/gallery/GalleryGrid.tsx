import { ResponsiveImage } from '@/components/content/ResponsiveImage';
import { RichText } from '@/components/content/RichText';
import { DownloadLine } from '@/components/downloads/DownloadLine';
import { LightboxTrigger } from '@/components/lightbox/LightboxTrigger';
import { siteAsset } from '@/lib/config';
import type { GalleryImage } from '@/lib/content/editorial-schema';
import { sanitizeHtml } from '@/lib/content/sanitize';
import type { GalleryLabels } from './galleryLabels';
import styles from './gallery.module.css';

/** Two columns of about 600 px from 40rem on, one full-width column on phones. */
const SIZES = '(min-width: 80rem) 608px, (min-width: 40rem) calc(50vw - 3rem), calc(100vw - 2.5rem)';

/** An image's full-resolution download: its URL, the file's name and "JPEG, 2400 × 1600 px, 1.2 MB". */
export interface GalleryDownload {
  href: string;
  fileName: string;
  /** The link's text. */
  label: string;
  meta?: string;
}

/**
 * Gallery thumbnails, grayscale (colour on hover and focus), all lazy (a grid follows some text);
 * each links to its full-size image, and LightboxTrigger opens the lightbox instead. Below each
 * one its caption and credit (the lightbox shows both too) and, where given, a link that
 * downloads the full-resolution file. `labels`: formatted on the server for these images
 * (galleryLabels).
 */
export function GalleryGrid({
  images,
  labels,
  downloads = [],
}: {
  images: readonly GalleryImage[];
  labels: GalleryLabels;
  /** By position in `images`; an image without one has no download link. */
  downloads?: readonly (GalleryDownload | undefined)[];
}) {
  if (images.length === 0) return null;
  return (
    <LightboxTrigger labels={labels.lightbox}>
      <ul className={styles.grid} aria-label={labels.list}>
        {images.map((image, index) => {
          const download = downloads[index];
          const details = Boolean(image.caption || image.credit || download);
          return (
            <li key={`${image.src}-${index}`} className={styles.item}>
              <figure className={styles.figure}>
                <a
                  className={styles.link}
                  href={siteAsset(image.src)}
                  aria-label={labels.open[index]}
                  data-gallery-index={index}
                  data-caption={image.caption ? sanitizeHtml(image.caption) : undefined}
                  data-credit={image.credit}
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
                {details && (
                  <figcaption className={styles.details}>
                    <RichText as="p" inline html={image.caption} className={styles.caption} />
                    {image.credit && <p className={styles.credit}>{image.credit}</p>}
                    {download && (
                      <DownloadLine
                        href={siteAsset(download.href)}
                        fileName={download.fileName}
                        label={download.label}
                        meta={download.meta}
                        className={styles.download}
                      />
                    )}
                  </figcaption>
                )}
              </figure>
            </li>
          );
        })}
      </ul>
    </LightboxTrigger>
  );
}
