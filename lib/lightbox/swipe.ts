import type { Direction } from './step';

/** A horizontal swipe: left shows the next image, right the previous; short or vertical moves are not swipes. */
export const SWIPE_THRESHOLD = 40;

export function swipeDirection(dx: number, dy: number, threshold = SWIPE_THRESHOLD): Direction | null {
  if (Math.abs(dx) < threshold || Math.abs(dx) < Math.abs(dy) * 1.5) return null;
  return dx < 0 ? 'next' : 'previous';
}
