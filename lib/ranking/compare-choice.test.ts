import { choiceIsFull, readChoice, toggleChoice } from './compare-choice';

describe('toggleChoice', () => {
  it('adds at the end and removes a chosen ref', () => {
    expect(toggleChoice([], 'sika')).toEqual(['sika']);
    expect(toggleChoice(['sika'], 'ubs')).toEqual(['sika', 'ubs']);
    expect(toggleChoice(['sika', 'ubs'], 'sika')).toEqual(['ubs']);
  });

  it('adds no fifth company', () => {
    const four = ['a', 'b', 'c', 'd'];
    expect(choiceIsFull(four)).toBe(true);
    expect(toggleChoice(four, 'e')).toEqual(four);
    expect(toggleChoice(four, 'b')).toEqual(['a', 'c', 'd']);
    expect(choiceIsFull(['a'])).toBe(false);
  });
});

describe('readChoice', () => {
  const known = new Set(['sika', 'ubs', 'abb', 'swisscom', 'geberit']);
  const isKnown = (ref: string) => known.has(ref);

  it('reads the stored refs in order', () => {
    expect(readChoice('ubs,sika', isKnown)).toEqual(['ubs', 'sika']);
  });

  it('treats a missing or bad stored value as no choice, dropping what does not pass', () => {
    expect(readChoice(null, isKnown)).toEqual([]);
    expect(readChoice('{"refs":1}', isKnown)).toEqual([]);
    expect(readChoice('sika,sika,nestle,<b>,ubs', isKnown)).toEqual(['sika', 'ubs']);
    expect(readChoice('sika,ubs,abb,swisscom,geberit', isKnown)).toEqual(['sika', 'ubs', 'abb', 'swisscom']);
  });
});
