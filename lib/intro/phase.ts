/**
 * The intro overlay's life (components/intro/IntroOverlay): it waits with the static first
 * frame until the player is ready, plays, fades out (≈ 0.9 s, spec section 2) and is removed.
 * Skipping, a failed load and the safety timers all lead to the fade; nothing leads back.
 */
export type IntroPhase = 'waiting' | 'playing' | 'fading' | 'done';

export type IntroEvent =
  /** The pre-paint script decided not to play: remove at once. */
  | 'suppressed'
  /** The player has the animation and starts it. */
  | 'started'
  /** The animation completed, the visitor skipped, loading failed or the overall limit passed. */
  | 'finish'
  /** The player did not start in time (slow load event or network). */
  | 'waitTimeout'
  /** The fade-out transition is over. */
  | 'faded';

export const INTRO_FADE_MS = 900;
/** How long the static first frame may wait for the player before the overlay gives up. */
export const INTRO_MAX_WAIT_MS = 4000;
/** The overlay never stays longer than this (from hydration), whatever happens. */
export const INTRO_MAX_TOTAL_MS = 8000;

export function nextIntroPhase(phase: IntroPhase, event: IntroEvent): IntroPhase {
  switch (event) {
    case 'suppressed':
      return 'done';
    case 'started':
      return phase === 'waiting' ? 'playing' : phase;
    case 'finish':
      return phase === 'waiting' || phase === 'playing' ? 'fading' : phase;
    case 'waitTimeout':
      return phase === 'waiting' ? 'fading' : phase;
    case 'faded':
      return phase === 'fading' ? 'done' : phase;
  }
}
