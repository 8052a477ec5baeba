import { useEffect, type RefObject } from 'react';
import { stickyHeadShown } from '@/lib/ranking/sticky-head';

/**
 * The ranking's sticky head: a copy of the column heads (hidden from assistive technology) that
 * stays below the site header while the table scrolls with the page. The table sits in a box
 * that scrolls sideways, and such a box is the scroll container of position: sticky in both
 * directions, so the table's own head cannot stick to the page.
 *
 * CSS places the copy (sticky along the table, ranking.module.css); this sets `data-shown` on
 * it by lib/ranking/sticky-head's rule and keeps its sideways scroll equal to the table's box.
 * Both boxes get `data-scrolled` while scrolled sideways, for the company column's shadow (a
 * scroll-state container query would do it without script, but makes the browser style the
 * whole table twice on every load: docs/performance.md).
 * Only layout reads per frame, no React state: the island does not render on scroll.
 */
export function useStickyHead(scroller: RefObject<HTMLElement | null>, head: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const box = scroller.current;
    const copy = head.current;
    if (!box || !copy) return;
    let frame = 0;
    const place = () => {
      frame = 0;
      // The line where the copy sticks: its `top`, the site header's height (0 where it does not stick).
      const line = parseFloat(getComputedStyle(copy).top) || 0;
      const shown = stickyHeadShown(box.getBoundingClientRect(), line);
      if (shown === copy.hasAttribute('data-shown')) return;
      copy.toggleAttribute('data-shown', shown);
      // Hidden, the copy has no box to scroll: it takes the table's sideways scroll as it appears.
      if (shown) follow();
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(place);
    };
    const follow = () => {
      copy.scrollLeft = box.scrollLeft;
      const scrolled = box.scrollLeft > 0;
      box.toggleAttribute('data-scrolled', scrolled);
      copy.toggleAttribute('data-scrolled', scrolled);
    };
    // A search or a sector changes the table's height without a scroll; a narrower window its width.
    const resized = new ResizeObserver(() => {
      follow();
      schedule();
    });
    resized.observe(box);
    box.addEventListener('scroll', follow, { passive: true });
    window.addEventListener('scroll', schedule, { passive: true });
    // In the next frame, not now: reading layout here would make hydration lay out the page.
    schedule();
    return () => {
      cancelAnimationFrame(frame);
      resized.disconnect();
      box.removeEventListener('scroll', follow);
      window.removeEventListener('scroll', schedule);
    };
  }, [scroller, head]);
}
