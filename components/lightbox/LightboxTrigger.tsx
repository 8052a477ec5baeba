'use client';

import { lazy, Suspense, useCallback, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import type { AlbumImage } from '@/lib/lightbox/album';
import type { LightboxLabels } from './Lightbox';

/** The dialog itself is a separate chunk, fetched on the first click on a thumbnail. */
const Lightbox = lazy(() => import('./Lightbox'));

/** Selector of the thumbnails a lightbox opens from (components/gallery/GalleryGrid). */
const THUMBNAIL_SELECTOR = 'a[data-gallery-index]';

/** The album as the server rendered it: links, <img> variants, alt, size, `data-caption`, `data-credit`. */
export function readAlbum(root: ParentNode): AlbumImage[] {
  return [...root.querySelectorAll<HTMLAnchorElement>(THUMBNAIL_SELECTOR)].map((link) => {
    const img = link.querySelector('img');
    const size = (name: 'width' | 'height') => Number(img?.getAttribute(name)) || undefined;
    return {
      src: link.getAttribute('href') ?? '',
      srcSet: img?.getAttribute('srcset') || undefined,
      alt: img?.getAttribute('alt') ?? '',
      caption: link.dataset.caption || undefined,
      credit: link.dataset.credit || undefined,
      width: size('width'),
      height: size('height'),
    };
  });
}

/** The gallery's island: a delegated click opens the lightbox; a click with a modifier key stays a link. */
export function LightboxTrigger({ labels, children }: { labels: LightboxLabels; children: ReactNode }) {
  const root = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const [open, setOpen] = useState<{ album: AlbumImage[]; index: number } | null>(null);

  function onClick(event: MouseEvent<HTMLDivElement>) {
    const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    if (event.defaultPrevented || event.button !== 0 || modified) return;
    const link = (event.target as Element).closest<HTMLAnchorElement>(THUMBNAIL_SELECTOR);
    if (!link || !root.current?.contains(link)) return;
    event.preventDefault();
    opener.current = link;
    setOpen({ album: readAlbum(root.current), index: Number(link.dataset.galleryIndex) });
  }

  const onClosed = useCallback(() => {
    setOpen(null);
    opener.current?.focus();
  }, []);

  return (
    <div ref={root} onClick={onClick}>
      {children}
      {open && (
        <Suspense fallback={null}>
          <Lightbox album={open.album} index={open.index} labels={labels} onClosed={onClosed} />
        </Suspense>
      )}
    </div>
  );
}
