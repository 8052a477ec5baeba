import { fitBlock, wrapLines, type Measure } from './layout';

/** Every character is half the size wide. */
const measure: Measure = (text, size) => [...text].length * size * 0.5;

describe('wrapLines', () => {
  it('fills each line with as many words as fit', () => {
    // 10 characters fit at size 10 in a width of 50.
    expect(wrapLines('Swiss Re AG Zurich', 50, 10, measure)).toEqual(['Swiss Re', 'AG Zurich']);
  });

  it('breaks a word wider than the line between letters, losing none', () => {
    const lines = wrapLines('Gesundheitsorganisation AG', 50, 10, measure);
    expect(lines).toEqual(['Gesundheit', 'sorganisat', 'ion AG']);
    expect(lines.join('').replace(/ /g, '')).toBe('GesundheitsorganisationAG');
  });

  it('counts letters outside the BMP as one character', () => {
    expect(wrapLines('𝔸𝔹ℂ𝔻', 15, 10, measure)).toEqual(['𝔸𝔹ℂ', '𝔻']);
  });

  it('gives no line for an empty text', () => {
    expect(wrapLines('', 50, 10, measure)).toEqual([]);
  });
});

describe('fitBlock', () => {
  const fit = { width: 100, maxLines: 2, max: 40, min: 10, step: 2 };

  it('keeps the largest size for a short text', () => {
    expect(fitBlock('ABB', fit, measure)).toEqual({ size: 40, lines: ['ABB'] });
  });

  it('shrinks until the text fits its lines', () => {
    const { size, lines } = fitBlock('Zürcher Kantonalbank Holding', fit, measure);
    expect(lines.length).toBeLessThanOrEqual(2);
    expect(lines.every((line) => measure(line, size) <= 100)).toBe(true);
    // Two sizes up, it would not fit.
    expect(wrapLines('Zürcher Kantonalbank Holding', 100, size + 2, measure).length).toBeGreaterThan(2);
  });

  it('shrinks a long word until it fits whole rather than breaking it', () => {
    // 20 characters: whole at size 10 (width 100), broken above it.
    expect(fitBlock('Generalversammlungen AG', fit, measure)).toEqual({
      size: 10,
      lines: ['Generalversammlungen', 'AG'],
    });
  });

  it('takes more lines at the smallest size rather than cutting the text', () => {
    const long = 'word '.repeat(60).trim();
    const { size, lines } = fitBlock(long, fit, measure);
    expect(size).toBe(10);
    expect(lines.length).toBeGreaterThan(2);
    expect(lines.join(' ')).toBe(long);
  });
});
