import { keyAction } from './keys';

/** Close with Escape, x, o, c; previous with p or left; next with n or right. */
describe('keyAction', () => {
  it.each([
    ['Escape', 'close'],
    ['x', 'close'],
    ['o', 'close'],
    ['c', 'close'],
    ['X', 'close'],
    ['O', 'close'],
    ['C', 'close'],
    ['p', 'previous'],
    ['P', 'previous'],
    ['ArrowLeft', 'previous'],
    ['n', 'next'],
    ['N', 'next'],
    ['ArrowRight', 'next'],
  ])('%s → %s', (key, action) => {
    expect(keyAction({ key })).toBe(action);
  });

  it.each(['Enter', ' ', 'Tab', 'ArrowUp', 'ArrowDown', 'a', 'z', 'Home'])('ignores %j', (key) => {
    expect(keyAction({ key })).toBeNull();
  });

  it('ignores keys pressed with Ctrl, Alt or Meta (copy, browser shortcuts)', () => {
    expect(keyAction({ key: 'c', ctrlKey: true })).toBeNull();
    expect(keyAction({ key: 'ArrowLeft', altKey: true })).toBeNull();
    expect(keyAction({ key: 'n', metaKey: true })).toBeNull();
  });
});
