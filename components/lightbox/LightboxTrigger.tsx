'use client';

import { lazy, Suspense, useCallback, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import type { AlbumImage } from '@/lib/lightbox/album';
import type { LightboxOptions } from '@/lib/lightbox/options';
import type { LightboxLabels } from './labels';
import { readAlbum, THUMBNAIL_SELECTOR } from './readAlbum';

/** The dialog itself is a separate chunk, fetched on the first click on a thumbnail. */
const Lightbox = lazy(() => import('./Lightbox'));

interface Props {
  labels: LightboxLabels;
  /** Per-use overrides of the defaults (lib/lightbox/options). */
  options?: Partial<LightboxOptions>;
  children: ReactNode;
}

/** The gallery's island: a delegated click opens the lightbox; a click with a modifier key stays a link. */
export function LightboxTrigger({ labels, options, children }: Props) {
  const root = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const [open, setOpen] = useState<{ album: AlbumImage[]; index: number } | null>(null);

  function onClick(event: MouseEvent<HTMLDivElement>) {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
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
          <Lightbox album={open.album} index={open.index} labels={labels} options={options} onClosed={onClosed} />
        </Suspense>
      )}
    </div>
  );
}
