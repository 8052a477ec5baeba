import type { AlbumImage } from '@/lib/lightbox/album';

/** Selector of the thumbnails a lightbox opens from (components/gallery/GalleryGrid). */
export const THUMBNAIL_SELECTOR = 'a[data-gallery-index]';

/** The album as the server rendered it: links, <img> variants, alt, size, `data-caption`. */
export function readAlbum(root: ParentNode): AlbumImage[] {
  return [...root.querySelectorAll<HTMLAnchorElement>(THUMBNAIL_SELECTOR)].map((link) => {
    const img = link.querySelector('img');
    const size = (name: 'width' | 'height') => Number(img?.getAttribute(name)) || undefined;
    return {
      src: link.getAttribute('href') ?? '',
      srcSet: img?.getAttribute('srcset') || undefined,
      alt: img?.getAttribute('alt') ?? '',
      caption: link.dataset.caption || undefined,
      width: size('width'),
      height: size('height'),
    };
  });
}
