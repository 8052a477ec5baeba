import { useEffect, useState } from 'react';
import type { Size } from '@/lib/lightbox/fit';

const current = (): Size => ({ width: window.innerWidth, height: window.innerHeight });

/** The viewport's size, updated on resize and rotation. */
export function useViewport(): Size {
  const [size, setSize] = useState<Size>(current);
  useEffect(() => {
    const update = () => setSize(current());
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return size;
}

/** Whether the visitor asked for reduced motion (read once, when the lightbox opens). */
export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
