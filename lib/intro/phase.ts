/**
 * The intro overlay's life (components/intro/IntroOverlay): it waits on the picture's first frame
 * until the page has loaded, draws, fades out (≈ 0.9 s) and is removed. Skipping and the wait
 * limit lead to the fade too; nothing leads back.
 */
export type IntroPhase = 'waiting' | 'playing' | 'fading' | 'done';

export type IntroEvent =
  /** The pre-paint script decided not to play: remove at once. */
  | 'suppressed'
  /** The page has loaded: the drawing starts. */
  | 'started'
  /** The drawing is over or the visitor skipped. */
  | 'finish'
  /** The page did not finish loading in time. */
  | 'waitTimeout'
  /** The fade-out transition is over. */
  | 'faded';

/** How long the drawing plays (its CSS animations: components/intro/intro.module.css). */
export const INTRO_ANIMATION_MS = 2500;
export const INTRO_FADE_MS = 900;
/** How long the first frame may wait for the load event before the overlay gives up. */
export const INTRO_MAX_WAIT_MS = 4000;

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
