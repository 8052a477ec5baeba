import { useEffect, useState } from 'react';

/**
 * Whether `element` has come within a screen's height of the viewport, and stays true from then
 * on. A carousel far down a long page (the winner slider below the ranking) then loads and
 * measures nothing while the page starts, and is ready before the reader reaches it.
 * Without IntersectionObserver, true at once.
 */
export function useNearView(element: Element | null): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (!element || near) return;
    if (typeof IntersectionObserver === 'undefined') {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- only in browsers without the observer
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: '100% 0px',
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, near]);
  return near;
}
