import { compareRefs, MAX_COMPARED, parseCompareRefs } from './refs';

const known = new Set(['sika', 'geberit', 'ubs-group', 'abb', 'nestle', 'roche']);
const isKnown = (ref: string) => known.has(ref);

describe('parseCompareRefs', () => {
  it('reads the refs in the order the address gives them', () => {
    expect(parseCompareRefs('?refs=ubs-group,sika,geberit', isKnown)).toEqual(['ubs-group', 'sika', 'geberit']);
  });

  it('ignores refs of companies that are not in the edition', () => {
    expect(parseCompareRefs('?refs=sika,no-such-company,geberit', isKnown)).toEqual(['sika', 'geberit']);
  });

  it('keeps the first of repeated refs', () => {
    expect(parseCompareRefs('?refs=geberit,sika,geberit,sika', isKnown)).toEqual(['geberit', 'sika']);
  });

  it('keeps at most four, the first four that count', () => {
    expect(MAX_COMPARED).toBe(4);
    expect(parseCompareRefs('?refs=sika,unknown,geberit,sika,ubs-group,abb,nestle,roche', isKnown)).toEqual([
      'sika',
      'geberit',
      'ubs-group',
      'abb',
    ]);
  });

  it('gives none without the parameter, or with an empty one', () => {
    expect(parseCompareRefs('', isKnown)).toEqual([]);
    expect(parseCompareRefs('?q=sika', isKnown)).toEqual([]);
    expect(parseCompareRefs('?refs=', isKnown)).toEqual([]);
    expect(parseCompareRefs('?refs=,,,', isKnown)).toEqual([]);
  });

  it('ignores whatever is not a ref, never throwing', () => {
    const garbage = [
      '<script>alert(1)</script>',
      'SIKA',
      '../sika',
      'sika geberit',
      'sika%00',
      '%E2%80%AEsika',
      'javascript:alert(1)',
      '-sika',
      'sika--ag',
      'x'.repeat(5000),
    ];
    expect(parseCompareRefs(`?refs=${garbage.map(encodeURIComponent).join(',')},sika`, isKnown)).toEqual(['sika']);
    expect(parseCompareRefs('?refs=%ZZ,sika', isKnown)).toEqual(['sika']);
  });

  it('tolerates spaces around a ref and a repeated parameter', () => {
    expect(parseCompareRefs('?refs=%20sika%20,geberit&refs=abb', isKnown)).toEqual(['sika', 'geberit', 'abb']);
  });

  it('accepts URLSearchParams, and any well-formed ref without a list of companies', () => {
    expect(parseCompareRefs(new URLSearchParams({ refs: 'a-b,c' }))).toEqual(['a-b', 'c']);
  });
});

describe('compareRefs', () => {
  it('normalises a list as the page reads it', () => {
    expect(compareRefs(['sika', 'sika', 'Bad Ref', 'abb', 'nestle', 'roche', 'geberit'])).toEqual([
      'sika',
      'abb',
      'nestle',
      'roche',
    ]);
  });
});
