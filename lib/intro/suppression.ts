/**
 * When the home page's intro animation plays (spec sections 2 and 9): once, then not again
 * while it was last shown less than 10 seconds ago (a Date.now() timestamp in localStorage),
 * and never for visitors who ask for reduced motion.
 */
export const INTRO_STORAGE_KEY = 'introAnimationShown';
export const INTRO_SUPPRESS_MS = 10_000;
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** The stored timestamp in ms, or null when unset or not a whole number (a bad value counts as unset). */
export function parseShownAt(stored: string | null | undefined): number | null {
  if (stored === null || stored === undefined) return null;
  const text = stored.trim();
  if (!/^\d{1,16}$/.test(text)) return null;
  return Number(text);
}

export interface IntroDecisionInput {
  /** The raw localStorage value (null when unset or storage is unavailable). */
  stored: string | null;
  now: number;
  reducedMotion: boolean;
}

/**
 * Whether to play the intro. A timestamp in the future (the clock was set back) cannot mean
 * "shown less than 10 s ago", so it counts as unset too.
 */
export function shouldShowIntro({ stored, now, reducedMotion }: IntroDecisionInput): boolean {
  if (reducedMotion) return false;
  const shownAt = parseShownAt(stored);
  if (shownAt === null) return true;
  const elapsed = now - shownAt;
  return elapsed < 0 || elapsed >= INTRO_SUPPRESS_MS;
}
