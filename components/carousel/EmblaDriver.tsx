'use client';

import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import { useEffect, useState } from 'react';

export type EmblaApi = NonNullable<UseEmblaCarouselType[1]>;

// Embla's duration is a speed, not a time: at 17 a slide covers 95 % of its way in 0.3 s, the
// transition time, and comes to rest without a visible overshoot.
const DURATION = 17;

/** Embla, loaded on demand: attached to the viewport, running the autoplay timer, its API handed back. */
export default function EmblaDriver({
  viewport,
  delay,
  rotating,
  reducedMotion,
  onReady,
}: {
  viewport: HTMLElement | null;
  delay: number;
  rotating: boolean;
  reducedMotion: boolean;
  onReady: (api: EmblaApi | null) => void;
}) {
  // The plugin keeps the timer; when it runs is decided by the island (its stopOn… options off).
  const [autoplay] = useState(() =>
    Autoplay({ delay, playOnInit: false, stopOnInteraction: true, stopOnFocusIn: false, stopOnMouseEnter: false }),
  );
  const [attach, embla] = useEmblaCarousel({ loop: true, align: 'start', duration: reducedMotion ? 0 : DURATION }, [
    autoplay,
  ]);

  useEffect(() => {
    attach(viewport);
  }, [attach, viewport]);
  useEffect(() => {
    onReady(embla ?? null);
    return () => onReady(null);
  }, [embla, onReady]);

  useEffect(() => {
    if (!embla) return;
    const sync = () => {
      const plugin = embla.plugins().autoplay;
      if (rotating) plugin?.play();
      else plugin?.stop();
    };
    sync();
    // Re-initialising (resize, options) resets the plugin; dragging stops it (stopOnInteraction).
    embla.on('reInit', sync).on('pointerUp', sync);
    return () => {
      embla.off('reInit', sync).off('pointerUp', sync);
    };
  }, [embla, rotating]);

  return null;
}
