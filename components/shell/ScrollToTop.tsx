'use client';

import { useEffect, useState } from 'react';
import { showsScrollTop } from '@/lib/scroll';

/** Scroll-to-top after 400 px: waits 100 ms, scrolls (instantly under reduced motion), 500 ms "scrolling". */
export function ScrollToTop({ label }: { label: string }) {
  const [visible, setVisible] = useState(false);
  const [scrolling, setScrolling] = useState(false);

  useEffect(() => {
    const update = () => setVisible(showsScrollTop(window.scrollY));
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  const onClick = () => {
    setScrolling(true);
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.setTimeout(() => {
      window.scrollTo({ top: 0, behavior: reduce ? 'instant' : 'smooth' });
      // Keyboard users continue from the top: the skip link is the first stop.
      document.getElementById('top')?.focus({ preventScroll: true });
      window.setTimeout(() => setScrolling(false), 500);
    }, 100);
  };

  return (
    <button
      type="button"
      className={`scroll-top${visible ? ' is-visible' : ''}${scrolling ? ' is-scrolling' : ''}`}
      aria-label={label}
      aria-hidden={!visible}
      tabIndex={visible ? 0 : -1}
      onClick={onClick}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path
          d="M12 5l-7 7m7-7l7 7M12 5v14"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
