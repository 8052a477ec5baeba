import { getTranslations } from 'next-intl/server';
import type { LightboxLabels } from '@/components/lightbox/Lightbox';
import type { GalleryImage } from '@/lib/content/editorial-schema';
import type { Locale } from '@/lib/i18n/locales';

/** The texts of a gallery grid and its lightbox, formatted on the server for these images. */
export type GalleryLabels = Awaited<ReturnType<typeof galleryLabels>>;

export async function galleryLabels(locale: Locale, images: readonly GalleryImage[], listLabel?: string) {
  const t = await getTranslations({ locale, namespace: 'editorial' });
  const lightbox: LightboxLabels = {
    dialogLabel: t('lightbox.dialogLabel'),
    close: t('lightbox.close'),
    previous: t('lightbox.previous'),
    next: t('lightbox.next'),
    loading: t('lightbox.loading'),
    imageOf: images.map((_, i) => t('lightbox.imageOf', { current: i + 1, total: images.length })),
    zoomIn: t('lightbox.zoomIn'),
    zoomOut: t('lightbox.zoomOut'),
    rotate: t('lightbox.rotate'),
  };
  return {
    /** The list's accessible name. */
    list: listLabel ?? t('gallery.label'),
    /** Each thumbnail link's accessible name, in the order of the images. */
    open: images.map((image) => t('gallery.open', { alt: image.altText })),
    lightbox,
  };
}
