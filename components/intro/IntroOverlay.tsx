'use client';

import { useEffect, useReducer, useRef, type CSSProperties, type ReactNode } from 'react';
import { loadIntroPlayer, type IntroPlayer } from './loadIntroPlayer';
import styles from './intro.module.css';
import { INTRO_FADE_MS, INTRO_MAX_TOTAL_MS, INTRO_MAX_WAIT_MS, nextIntroPhase } from '@/lib/intro/phase';
import { INTRO_ATTRIBUTE, INTRO_SKIP, INTRO_SKIP_EVENTS } from '@/lib/intro/prePaintScript';
import { INTRO_STORAGE_KEY } from '@/lib/intro/suppression';
import { writeStorage } from '@/lib/storage';

interface Props {
  /** URL of the Lottie JSON. */
  src: string;
  /** Visible hint that a click or Escape skips the animation. */
  skipHint: string;
  /** The static first frame, painted before the player arrives (IntroFirstFrame). */
  children: ReactNode;
}

/**
 * The home page's intro overlay (spec section 2). The inline pre-paint script (IntroAnimation)
 * has already decided whether it plays and, if so, set data-intro on <html>, which shows this
 * overlay with its static first frame from the first paint. This island then records the
 * timestamp, waits for the window's load event, loads the player and the animation, plays it,
 * fades out and removes itself. It is decorative (aria-hidden), holds nothing focusable, and
 * any key, click, tap or scroll skips it (also before hydration: the pre-paint script marks
 * <html data-intro="skip">); a failed load and two timers make sure it always goes.
 */
export function IntroOverlay({ src, skipHint, children }: Props) {
  const [phase, dispatch] = useReducer(nextIntroPhase, 'waiting');
  const stage = useRef<HTMLDivElement>(null);
  const player = useRef<IntroPlayer | null>(null);
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
    let disposed = false;
    const finish = () => dispatch('finish');
    for (const type of INTRO_SKIP_EVENTS)
      window.addEventListener(type, finish, { signal: controller.signal, passive: true });

    const start = () => {
      const container = stage.current;
      if (!container || controller.signal.aborted) return;
      loadIntroPlayer(container, src).then((loaded) => {
        if (disposed || controller.signal.aborted) {
          loaded.destroy();
          return;
        }
        player.current = loaded;
        loaded.onComplete(finish);
        dispatch('started');
        loaded.play();
      }, finish);
    };
    // The player is not needed for the first paint: it comes after everything else has loaded.
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true, signal: controller.signal });

    const waitTimer = window.setTimeout(() => dispatch('waitTimeout'), INTRO_MAX_WAIT_MS);
    const totalTimer = window.setTimeout(finish, INTRO_MAX_TOTAL_MS);
    return () => {
      disposed = true;
      controller.abort();
      window.clearTimeout(waitTimer);
      window.clearTimeout(totalTimer);
      player.current?.destroy();
      player.current = null;
    };
  }, [src]);

  useEffect(() => {
    if (phase === 'fading') {
      listening.current?.abort();
      const timer = window.setTimeout(() => dispatch('faded'), INTRO_FADE_MS);
      return () => window.clearTimeout(timer);
    }
    if (phase === 'done') {
      listening.current?.abort();
      document.documentElement.removeAttribute(INTRO_ATTRIBUTE);
      player.current?.destroy();
      player.current = null;
    }
  }, [phase]);

  if (phase === 'done') return null;
  return (
    <div
      className={styles.overlay}
      data-intro-overlay={phase}
      aria-hidden="true"
      style={{ '--intro-fade': `${INTRO_FADE_MS}ms` } as CSSProperties}
    >
      <div className={styles.stage}>
        {children}
        <div ref={stage} className={styles.player} />
      </div>
      <p className={styles.skip}>{skipHint}</p>
    </div>
  );
}
