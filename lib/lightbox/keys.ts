/**
 * Keyboard navigation of the lightbox (spec section 2): close with Escape, x, o or c; previous
 * with p or the left arrow; next with n or the right arrow. Letters in either case; a key
 * pressed with Ctrl, Alt or Meta is a shortcut for something else (Ctrl+C copies) and ignored.
 */
export type KeyAction = 'close' | 'previous' | 'next';

const ACTIONS: Readonly<Record<string, KeyAction>> = {
  escape: 'close',
  esc: 'close',
  x: 'close',
  o: 'close',
  c: 'close',
  p: 'previous',
  arrowleft: 'previous',
  left: 'previous',
  n: 'next',
  arrowright: 'next',
  right: 'next',
};

export interface KeyPress {
  key: string;
  ctrlKey?: boolean;
  altKey?: boolean;
  metaKey?: boolean;
}

export function keyAction(press: KeyPress): KeyAction | null {
  if (press.ctrlKey || press.altKey || press.metaKey) return null;
  return ACTIONS[press.key.toLowerCase()] ?? null;
}
