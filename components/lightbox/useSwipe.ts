import { useEffect, type RefObject } from 'react';
import type { Direction } from '@/lib/lightbox/step';
import { swipeDirection } from '@/lib/lightbox/swipe';

/** Horizontal touch swipes; the element needs `touch-action: pan-y pinch-zoom`. */
export function useSwipe(
  target: RefObject<HTMLElement | null>,
  enabled: boolean,
  onSwipe: (direction: Direction) => void,
): void {
  useEffect(() => {
    const element = target.current;
    if (!element || !enabled) return;
    let start: { id: number; x: number; y: number } | null = null;
    const down = (event: PointerEvent) => {
      if (event.pointerType === 'mouse' || !event.isPrimary) return;
      start = { id: event.pointerId, x: event.clientX, y: event.clientY };
    };
    const up = (event: PointerEvent) => {
      if (!start || event.pointerId !== start.id) return;
      const direction = swipeDirection(event.clientX - start.x, event.clientY - start.y);
      start = null;
      if (direction) onSwipe(direction);
    };
    const cancel = () => {
      start = null;
    };
    element.addEventListener('pointerdown', down);
    element.addEventListener('pointerup', up);
    element.addEventListener('pointercancel', cancel);
    return () => {
      element.removeEventListener('pointerdown', down);
      element.removeEventListener('pointerup', up);
      element.removeEventListener('pointercancel', cancel);
    };
  }, [target, enabled, onSwipe]);
}
