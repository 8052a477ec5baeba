import { useEffect } from 'react';

/**
 * Keeps the page behind the lightbox from scrolling (a modal <dialog> does not stop wheel and
 * touch scrolling of the document). The scrollbar's width is kept as padding, so nothing moves.
 */
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
