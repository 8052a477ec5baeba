/** Navigation scrolls to the top unless the URL contains dir= or sortBy= (a sorted ranking). */
export function keepsScrollPosition(search: string): boolean {
  return /(?:^|[?&])(?:dir|sortBy)=/.test(search);
}

/** The scroll-to-top button shows after more than 400 px of scroll. */
export const SCROLL_TOP_THRESHOLD = 400;

export function showsScrollTop(scrollY: number): boolean {
  return scrollY > SCROLL_TOP_THRESHOLD;
}
