/**
 * When the home page's intro animation plays: once, then not again
 * while it was last shown less than 10 seconds ago (a Date.now() timestamp in localStorage),
 * and never for visitors who ask for reduced motion. The decision is taken before the first
 * paint by the inline script of ./prePaintScript, which reads these constants.
 */
export const INTRO_STORAGE_KEY = 'introAnimationShown';
export const INTRO_SUPPRESS_MS = 10_000;
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';
