import { localeHref } from '../i18n/paths';
import { comparePath, compareSearch } from './path';
import { parseCompareRefs } from './refs';

describe('comparePath', () => {
  it('writes the refs as a readable, shareable list', () => {
    expect(comparePath(['sika', 'geberit', 'ubs-group'])).toBe('/vergleich?refs=sika,geberit,ubs-group');
    expect(localeHref('en-GB', comparePath(['sika']))).toBe('/en/vergleich?refs=sika');
  });

  it('is the bare page without refs', () => {
    expect(comparePath([])).toBe('/vergleich');
  });

  it('normalises as the page does: repeats and bad values dropped, four at most', () => {
    expect(comparePath(['a', 'a', '<b>', 'c', 'd', 'e', 'f'])).toBe('/vergleich?refs=a,c,d,e');
  });

  it('gives the page back the refs it was built from', () => {
    const refs = ['ubs-group', 'sika', 'geberit'];
    expect(parseCompareRefs(new URL(comparePath(refs), 'https://example.ch').search)).toEqual(refs);
  });
});

describe('compareSearch', () => {
  it('keeps other parameters and writes refs last', () => {
    expect(compareSearch(['sika', 'abb'], '?utm_source=x&refs=old')).toBe('?utm_source=x&refs=sika,abb');
  });

  it('drops the parameter when no ref is left, and the "?" with it', () => {
    expect(compareSearch([], '?refs=sika')).toBe('');
    expect(compareSearch([], '?a=1&refs=sika')).toBe('?a=1');
  });
});
