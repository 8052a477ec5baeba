import { useEffect } from 'react';

/** Stops the page from scrolling behind the lightbox, the scrollbar's width kept as padding. */
export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const html = document.documentElement;
    const body = document.body;
    const before = { overflow: html.style.overflow, paddingRight: body.style.paddingRight };
    const scrollbar = window.innerWidth - html.clientWidth;
    html.style.overflow = 'hidden';
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
    return () => {
      html.style.overflow = before.overflow;
      body.style.paddingRight = before.paddingRight;
    };
  }, [active]);
}
