import type { Direction } from './step';

/**
 * A horizontal swipe on a touch screen: a finger moving left shows the next image, moving right
 * the previous one. Short or mostly vertical movements are not swipes (taps, scrolling).
 */
export const SWIPE_THRESHOLD = 40;

export function swipeDirection(dx: number, dy: number, threshold = SWIPE_THRESHOLD): Direction | null {
  if (Math.abs(dx) < threshold || Math.abs(dx) < Math.abs(dy) * 1.5) return null;
  return dx < 0 ? 'next' : 'previous';
}
