/**
 * The carousels' auto-advance rules as a reducer: every 5000 ms by default, never under 500; hover
 * or focus inside pauses; pause/play is the visitor's choice ("play" rotates at once); under
 * prefers-reduced-motion nothing rotates until play is pressed.
 */
export const DEFAULT_DELAY_MS = 5000;
export const MIN_DELAY_MS = 500;

/** A usable interval: the default when missing or not a number, at least MIN_DELAY_MS. */
export function autoplayDelay(delay?: number | null): number {
  if (typeof delay !== 'number' || !Number.isFinite(delay)) return DEFAULT_DELAY_MS;
  return Math.max(MIN_DELAY_MS, Math.round(delay));
}

export interface AutoplayState {
  /** The visitor's choice through the pause/play button; null until they press it. */
  paused: boolean | null;
  hovered: boolean;
  focused: boolean;
}

export type AutoplayEvent =
  | { type: 'hover'; on: boolean }
  | { type: 'focus'; on: boolean }
  /** The pause/play button; reducedMotion is the media query's value when it was pressed. */
  | { type: 'toggle'; reducedMotion: boolean };

export const initialAutoplayState: AutoplayState = { paused: null, hovered: false, focused: false };

/** Paused by choice, or (before any choice) because the visitor prefers reduced motion. */
export function isPaused(state: AutoplayState, reducedMotion: boolean): boolean {
  return state.paused ?? reducedMotion;
}

export function autoplayReducer(state: AutoplayState, event: AutoplayEvent): AutoplayState {
  switch (event.type) {
    case 'hover':
      return state.hovered === event.on ? state : { ...state, hovered: event.on };
    case 'focus':
      return state.focused === event.on ? state : { ...state, focused: event.on };
    case 'toggle':
      // Play overrides the focus pause: the visitor asked for rotation from inside the carousel.
      return isPaused(state, event.reducedMotion)
        ? { ...state, paused: false, focused: false }
        : { ...state, paused: true };
  }
}

/** Whether the slides advance on their own right now. */
export function isRotating(state: AutoplayState, reducedMotion: boolean): boolean {
  return !isPaused(state, reducedMotion) && !state.hovered && !state.focused;
}
