/** Keys: close Escape x o c, previous p ←, next n →; with Ctrl, Alt or Meta a key is someone else's shortcut. */
export type KeyAction = 'close' | 'previous' | 'next';

/** Each action's keys, in lower case ('esc', 'left', 'right': older browsers' names). */
const KEYS: Readonly<Record<KeyAction, readonly string[]>> = {
  close: ['escape', 'esc', 'x', 'o', 'c'],
  previous: ['p', 'arrowleft', 'left'],
  next: ['n', 'arrowright', 'right'],
};

export function keyAction(press: Pick<KeyboardEvent, 'key'> & Partial<KeyboardEvent>): KeyAction | null {
  if (press.ctrlKey || press.altKey || press.metaKey) return null;
  const key = press.key.toLowerCase();
  return (Object.keys(KEYS) as KeyAction[]).find((action) => KEYS[action].includes(key)) ?? null;
}
