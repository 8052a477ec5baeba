/**
 * The intro plays once, then not while it was last shown less than 10 seconds ago (a Date.now()
 * timestamp in localStorage), and never under reduced motion; ./prePaintScript decides by these.
 */
export const INTRO_STORAGE_KEY = 'introAnimationShown';
export const INTRO_SUPPRESS_MS = 10_000;
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';
