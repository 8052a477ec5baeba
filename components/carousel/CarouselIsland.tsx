'use client';

import dynamic from 'next/dynamic';
import { useReducer, useState, useSyncExternalStore, type FocusEvent, type ReactNode } from 'react';
import { Chevron, PauseIcon, PlayIcon } from './CarouselIcons';
import type { EmblaApi } from './EmblaDriver';
import { useNearView } from './useNearView';
import styles from './Carousel.module.css';
import { autoplayDelay, autoplayReducer, initialAutoplayState, isPaused, isRotating } from '@/lib/carousel/autoplay';
import type { Messages } from '@/lib/content/message-schema';

/**
 * The carousels' island around server-rendered slides: controls, pause rules and the WAI-ARIA
 * carousel pattern. Embla comes on demand (EmblaDriver), once the carousel is near the viewport
 * (useNearView); the slides already stand in place, and the buttons wait for it.
 */
const EmblaDriver = dynamic(() => import('./EmblaDriver'), { ssr: false });

export type CarouselLabels = Pick<Messages['slider'], 'previous' | 'next' | 'pause' | 'play'>;

interface Props {
  /** Accessible name of the carousel (when there is no visible heading). */
  label?: string;
  /** Id of the visible heading that names the carousel. */
  labelledBy?: string;
  /** Rendered before the controls, e.g. the winner slider's heading. */
  heading?: ReactNode;
  labels: CarouselLabels;
  /** Auto-advance interval in ms: default 5000, at least 500. */
  delay?: number;
  variant: 'cards' | 'wide';
  children: ReactNode;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** :focus-visible is the browser's own "focus from the keyboard"; browsers without it count all focus. */
function isKeyboardFocus(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

export function CarouselIsland({ label, labelledBy, heading, labels, delay, variant, children }: Props) {
  const reducedMotion = useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
  const [state, dispatch] = useReducer(autoplayReducer, initialAutoplayState);
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [embla, setEmbla] = useState<EmblaApi | null>(null);
  const near = useNearView(viewport);
  const rotating = isRotating(state, reducedMotion);
  const paused = isPaused(state, reducedMotion);

  // Disabled until Embla is there to move the slides; a manual step starts the interval afresh.
  const stepButton = (direction: 'prev' | 'next') => (
    <button
      type="button"
      className={`button ${styles.arrow}`}
      aria-label={direction === 'prev' ? labels.previous : labels.next}
      disabled={!embla}
      onClick={() => {
        if (direction === 'prev') embla?.scrollPrev();
        else embla?.scrollNext();
        embla?.plugins().autoplay?.reset();
      }}
    >
      <Chevron direction={direction} />
    </button>
  );

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    // Keyboard focus only: a mouse click on a button must not leave the carousel paused.
    if (isKeyboardFocus(event.target)) dispatch({ type: 'focus', on: true });
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) dispatch({ type: 'focus', on: false });
  };

  return (
    <section
      className={`${styles.carousel} ${styles[variant]}`}
      aria-roledescription="carousel"
      aria-label={labelledBy ? undefined : label}
      aria-labelledby={labelledBy}
      // Whether the slides advance on their own right now (for styling and tests).
      data-rotating={rotating}
      onMouseEnter={() => dispatch({ type: 'hover', on: true })}
      onMouseLeave={() => dispatch({ type: 'hover', on: false })}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <div className={styles.bar}>
        {heading}
        <div className={styles.controls}>
          {stepButton('prev')}
          <button
            type="button"
            className={`button ${styles.toggle}`}
            onClick={() => dispatch({ type: 'toggle', reducedMotion })}
          >
            {paused ? <PlayIcon /> : <PauseIcon />}
            <span>{paused ? labels.play : labels.pause}</span>
          </button>
          {stepButton('next')}
        </div>
      </div>
      <div className={styles.viewport} ref={setViewport}>
        <div className={styles.track} aria-live={rotating ? 'off' : 'polite'}>
          {children}
        </div>
      </div>
      {near && (
        <EmblaDriver
          viewport={viewport}
          delay={autoplayDelay(delay)}
          rotating={rotating}
          reducedMotion={reducedMotion}
          onReady={setEmbla}
        />
      )}
    </section>
  );
}
