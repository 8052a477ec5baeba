/** Keys: close Escape x o c, previous p ←, next n →; with Ctrl, Alt or Meta a key is someone else's shortcut. */
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

export function keyAction(press: Pick<KeyboardEvent, 'key'> & Partial<KeyboardEvent>): KeyAction | null {
  if (press.ctrlKey || press.altKey || press.metaKey) return null;
  return ACTIONS[press.key.toLowerCase()] ?? null;
}
