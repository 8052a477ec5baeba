import { fillLabel } from './label';

describe('fillLabel', () => {
  it('fills named placeholders', () => {
    expect(fillLabel('Bild {current} von {total}', { current: 3, total: 12 })).toBe('Bild 3 von 12');
    expect(fillLabel('Enlarge image: {alt}', { alt: 'Stage' })).toBe('Enlarge image: Stage');
  });

  it('leaves unknown placeholders as they are', () => {
    expect(fillLabel('{a} {b}', { a: 1 })).toBe('1 {b}');
  });
});
