'use client';

import { useEffect, useReducer, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import styles from './intro.module.css';
import { INTRO_ANIMATION_MS, INTRO_FADE_MS, INTRO_MAX_WAIT_MS, nextIntroPhase } from '@/lib/intro/phase';
import { INTRO_ATTRIBUTE, INTRO_SKIP, INTRO_SKIP_EVENTS } from '@/lib/intro/prePaintScript';
import { INTRO_STORAGE_KEY } from '@/lib/intro/suppression';
import { writeStorage } from '@/lib/storage';

/**
 * The home page's intro overlay. The pre-paint script (IntroAnimation) has already decided whether it
 * plays and set data-intro on <html>, which shows the overlay's first frame from the first paint.
 * This island records the timestamp, starts the drawing at the load event, fades out and removes
 * itself. Any key, click, tap or scroll skips it (before hydration the script marks data-intro="skip"),
 * and a timer ends the wait for a slow load event. Decorative (aria-hidden), nothing focusable.
 */
export function IntroOverlay({ skipHint, children }: { skipHint: string; children: ReactNode }) {
  const [phase, dispatch] = useReducer(nextIntroPhase, 'waiting');
  const [drawing, setDrawing] = useState(false);
  const listening = useRef<AbortController | null>(null);

  useEffect(() => {
    const decision = document.documentElement.getAttribute(INTRO_ATTRIBUTE);
    if (decision === null) {
      dispatch('suppressed');
      return;
    }
    writeStorage(INTRO_STORAGE_KEY, String(Date.now()));
    // Skipped before this island ran (the pre-paint script listens until then).
    if (decision === INTRO_SKIP) {
      dispatch('finish');
      return;
    }
    const controller = new AbortController();
    listening.current = controller;
    const finish = () => dispatch('finish');
    for (const type of INTRO_SKIP_EVENTS)
      window.addEventListener(type, finish, { signal: controller.signal, passive: true });

    let endTimer = 0;
    // The drawing waits for everything else to have loaded; the timer, not the CSS animations'
    // end events, ends it, so that it keeps to the page's clock.
    const start = () => {
      dispatch('started');
      setDrawing(true);
      endTimer = window.setTimeout(finish, INTRO_ANIMATION_MS);
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true, signal: controller.signal });

    const waitTimer = window.setTimeout(() => dispatch('waitTimeout'), INTRO_MAX_WAIT_MS);
    return () => {
      controller.abort();
      window.clearTimeout(waitTimer);
      window.clearTimeout(endTimer);
    };
  }, []);

  useEffect(() => {
    if (phase === 'waiting' || phase === 'playing') return;
    listening.current?.abort();
    if (phase === 'done') {
      document.documentElement.removeAttribute(INTRO_ATTRIBUTE);
      return;
    }
    const timer = window.setTimeout(() => dispatch('faded'), INTRO_FADE_MS);
    return () => window.clearTimeout(timer);
  }, [phase]);

  if (phase === 'done') return null;
  return (
    <div
      className={styles.overlay}
      data-intro-overlay={phase}
      aria-hidden="true"
      style={{ '--intro-fade': `${INTRO_FADE_MS}ms` } as CSSProperties}
    >
      <div className={styles.stage} data-drawing={drawing || undefined}>
        {children}
      </div>
      <p className={styles.skip}>{skipHint}</p>
    </div>
  );
}
