/**
 * The lightbox's keys: close with Escape, x, o or c; previous with p or ←; next with n or →.
 * Letters in either case; with Ctrl, Alt or Meta a key is a shortcut for something else.
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
