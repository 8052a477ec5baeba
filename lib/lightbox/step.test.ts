import { canStep, stepIndex } from './step';

describe('stepping through the album', () => {
  describe('without wrap-around (the default)', () => {
    it('moves between neighbours', () => {
      expect(stepIndex(1, 4, 'next', false)).toBe(2);
      expect(stepIndex(2, 4, 'previous', false)).toBe(1);
    });

    it('does nothing at the ends', () => {
      expect(stepIndex(0, 4, 'previous', false)).toBe(0);
      expect(stepIndex(3, 4, 'next', false)).toBe(3);
      expect(canStep(0, 4, 'previous', false)).toBe(false);
      expect(canStep(3, 4, 'next', false)).toBe(false);
      expect(canStep(0, 4, 'next', false)).toBe(true);
      expect(canStep(3, 4, 'previous', false)).toBe(true);
    });
  });

  describe('with wrap-around', () => {
    it('goes from the first to the last and back', () => {
      expect(stepIndex(0, 4, 'previous', true)).toBe(3);
      expect(stepIndex(3, 4, 'next', true)).toBe(0);
      expect(canStep(0, 4, 'previous', true)).toBe(true);
      expect(canStep(3, 4, 'next', true)).toBe(true);
    });
  });

  it.each([false, true])('with one image neither direction does anything (wrap %s)', (wrap) => {
    expect(canStep(0, 1, 'previous', wrap)).toBe(false);
    expect(canStep(0, 1, 'next', wrap)).toBe(false);
    expect(stepIndex(0, 1, 'previous', wrap)).toBe(0);
    expect(stepIndex(0, 1, 'next', wrap)).toBe(0);
  });
});
