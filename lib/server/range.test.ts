/** @jest-environment node */
import { contentRange, parseRange } from './range';

describe('parseRange', () => {
  const size = 1000;
  it('answers the whole file without a Range header or with one that does not parse', () => {
    expect(parseRange(undefined, size)).toEqual({ kind: 'whole' });
    for (const header of ['items=0-10', 'bytes=', 'bytes=a-b', 'bytes=5-3', 'bytes=0-10,x', 'bytes 0-10']) {
      expect(parseRange(header, size)).toEqual({ kind: 'whole' });
    }
  });
  it('reads first-last, open-ended and suffix ranges', () => {
    expect(parseRange('bytes=0-99', size)).toEqual({ kind: 'range', start: 0, end: 99 });
    expect(parseRange('Bytes = 10 - 19', size)).toEqual({ kind: 'range', start: 10, end: 19 });
    expect(parseRange('bytes=900-', size)).toEqual({ kind: 'range', start: 900, end: 999 });
    expect(parseRange('bytes=-100', size)).toEqual({ kind: 'range', start: 900, end: 999 });
  });
  it('clips ranges that run past the end', () => {
    expect(parseRange('bytes=990-5000', size)).toEqual({ kind: 'range', start: 990, end: 999 });
    expect(parseRange('bytes=-5000', size)).toEqual({ kind: 'range', start: 0, end: 999 });
    expect(parseRange('bytes=999-999', size)).toEqual({ kind: 'range', start: 999, end: 999 });
  });
  it('finds ranges that start at or after the end unsatisfiable', () => {
    expect(parseRange('bytes=1000-', size)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=1000-2000', size)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=-0', size)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=0-', 0)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=2000-, 3000-', size)).toEqual({ kind: 'unsatisfiable' });
  });
  it('answers several ranges with the whole file', () => {
    expect(parseRange('bytes=0-9, 20-29', size)).toEqual({ kind: 'whole' });
    expect(parseRange('bytes=0-9, 5000-', size)).toEqual({ kind: 'whole' });
  });
});

describe('contentRange', () => {
  it('names the range and the full length, or only the length for a 416', () => {
    expect(contentRange({ start: 0, end: 99 }, 1000)).toBe('bytes 0-99/1000');
    expect(contentRange(null, 1000)).toBe('bytes */1000');
  });
});
