import { fontRuns } from './font-runs';

/** A font covering the characters of a string. */
const covering = (chars: string) => (cp: number) => chars.includes(String.fromCodePoint(cp));
const latin = covering('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyzéü 0123456789-&.,·');
const latinExt = covering('ŁłŹźĄą');
const fallback = covering('ΑΒΓαβγΕλάδבנקלאומי -.');

describe('fontRuns', () => {
  it('keeps a Latin name in one run of the first font', () => {
    expect(fontRuns('Zürich Insurance', [latin, latinExt, fallback])).toEqual([{ font: 0, text: 'Zürich Insurance' }]);
  });

  it('takes each letter from the first font that has it', () => {
    expect(fontRuns('Łódź', [latin, latinExt])).toEqual([
      { font: 1, text: 'Ł' },
      { font: -1, text: 'ó' },
      { font: 0, text: 'd' },
      { font: 1, text: 'ź' },
    ]);
  });

  it('keeps spaces and punctuation inside a run of the fallback font', () => {
    expect(fontRuns('Bank בנק לאומי.', [latin, fallback])).toEqual([
      { font: 0, text: 'Bank ' },
      { font: 1, text: 'בנק לאומי.' },
    ]);
  });

  it('returns Latin letters to the first font after a run of the fallback', () => {
    expect(fontRuns('Αβγ AG', [latin, fallback])).toEqual([
      { font: 1, text: 'Αβγ ' },
      { font: 0, text: 'AG' },
    ]);
  });

  it('marks characters no font has with -1', () => {
    expect(fontRuns('A日本B', [latin, fallback])).toEqual([
      { font: 0, text: 'A' },
      { font: -1, text: '日本' },
      { font: 0, text: 'B' },
    ]);
  });

  it('gives an empty line no runs', () => {
    expect(fontRuns('', [latin])).toEqual([]);
  });
});
