import { ResponsiveImage } from '@/components/content/ResponsiveImage';
import { LightboxTrigger } from '@/components/lightbox/LightboxTrigger';
import type { LightboxLabels } from '@/components/lightbox/labels';
import { assetUrl } from '@/lib/assets';
import { config } from '@/lib/config';
import type { GalleryImage } from '@/lib/content/editorial-schema';
import type { Messages } from '@/lib/content/message-schema';
import { sanitizeHtml } from '@/lib/content/sanitize';
import type { Locale } from '@/lib/i18n/locales';
import { fillLabel } from '@/lib/lightbox/label';
import styles from './gallery.module.css';

/** Two columns of about 600 px from 40rem on, one full-width column on phones. */
const SIZES = '(min-width: 80rem) 608px, (min-width: 40rem) calc(50vw - 3rem), calc(100vw - 2.5rem)';

interface Props {
  images: readonly GalleryImage[];
  /** The page's locale (the texts come with `messages`). */
  locale: Locale;
  messages: Messages;
  /** The list's accessible name; `editorial.gallery.label` when not given. */
  label?: string;
}

/**
 * A grid of gallery images (spec: gallery image; issue 4): grayscale thumbnails in their own
 * aspect ratios, in colour on hover and keyboard focus, all lazy-loaded (a grid always follows
 * some text, so its images are not the first view's largest paint). A server component: each
 * thumbnail is a link to the full-size image, so it works without JavaScript; the island around
 * it (LightboxTrigger) opens the lightbox at the thumbnail's index instead. The caption HTML
 * rides along, sanitised, in `data-caption` for the lightbox.
 */
export function GalleryGrid({ images, messages, label }: Props) {
  if (images.length === 0) return null;
  const texts = messages.editorial;
  const labels: LightboxLabels = { ...texts.lightbox };
  return (
    <LightboxTrigger labels={labels}>
      <ul className={styles.grid} aria-label={label ?? texts.gallery.label}>
        {images.map((image, index) => (
          <li key={`${image.src}-${index}`} className={styles.item}>
            <a
              className={styles.link}
              href={assetUrl(image.src, config.storageBaseUrl)}
              aria-label={fillLabel(texts.gallery.open, { alt: image.altText })}
              data-gallery-index={index}
              data-caption={image.caption ? sanitizeHtml(image.caption) : undefined}
            >
              <ResponsiveImage src={image.src} alt={image.altText} sizes={SIZES} width={image.width} height={image.height} className={styles.image} />
            </a>
          </li>
        ))}
      </ul>
    </LightboxTrigger>
  );
}
