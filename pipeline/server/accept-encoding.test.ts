/** @jest-environment node */
import { isCompressedCopyName, negotiateEncoding, parseAcceptEncoding } from './accept-encoding';

const both = ['br', 'gzip'] as const;

describe('parseAcceptEncoding', () => {
  it('reads codings with their weights, case-insensitively, with x-gzip as gzip', () => {
    expect(parseAcceptEncoding('GZIP;q=0.5, br ; Q=0.8, x-gzip, *;q=0')).toEqual(
      new Map([
        ['gzip', 0.5],
        ['br', 0.8],
        ['*', 0],
      ]),
    );
  });
  it('ignores members with a malformed weight', () => {
    expect(parseAcceptEncoding('br;q=2, gzip;q=abc, deflate;q=0.1234, identity;q=1.0')).toEqual(
      new Map([['identity', 1]]),
    );
  });
});

describe('negotiateEncoding', () => {
  it('prefers br over gzip when both are accepted equally', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd', both)).toBe('br');
    expect(negotiateEncoding('gzip, br', both)).toBe('br');
  });
  it('follows the weights', () => {
    expect(negotiateEncoding('br;q=0.5, gzip', both)).toBe('gzip');
    expect(negotiateEncoding('br;q=0.1, gzip;q=0.2', both)).toBe('gzip');
    expect(negotiateEncoding('gzip;q=0.5', both)).toBe('gzip');
    expect(negotiateEncoding('gzip;q=0.5, identity', both)).toBe('identity');
    expect(negotiateEncoding('br;q=0.2, identity;q=0.5', both)).toBe('identity');
  });
  it('uses only the copies that exist', () => {
    expect(negotiateEncoding('br, gzip', ['gzip'])).toBe('gzip');
    expect(negotiateEncoding('br', ['gzip'])).toBe('identity');
    expect(negotiateEncoding('br, gzip', [])).toBe('identity');
  });
  it('sends identity without the header, for an empty header, and for refused codings', () => {
    expect(negotiateEncoding(undefined, both)).toBe('identity');
    expect(negotiateEncoding('', both)).toBe('identity');
    expect(negotiateEncoding('identity', both)).toBe('identity');
    expect(negotiateEncoding('br;q=0, gzip;q=0', both)).toBe('identity');
    expect(negotiateEncoding('br;q=0', both)).toBe('identity');
  });
  it('treats * as every coding not named', () => {
    expect(negotiateEncoding('*', both)).toBe('br');
    expect(negotiateEncoding('br;q=0, *', both)).toBe('gzip');
    expect(negotiateEncoding('*;q=0.5, identity', both)).toBe('identity');
  });
  it('sends a coding when identity is refused', () => {
    expect(negotiateEncoding('identity;q=0, gzip;q=0.1', both)).toBe('gzip');
    expect(negotiateEncoding('*;q=0, gzip;q=0.3', both)).toBe('gzip');
  });
  it('falls back to identity when nothing at all is acceptable', () => {
    expect(negotiateEncoding('*;q=0', both)).toBe('identity');
    expect(negotiateEncoding('identity;q=0', [])).toBe('identity');
  });
});

describe('isCompressedCopyName', () => {
  it('recognises the copies by their suffix only', () => {
    expect(isCompressedCopyName('index.html.br')).toBe(true);
    expect(isCompressedCopyName('_next/static/chunks/a.js.GZ')).toBe(true);
    expect(isCompressedCopyName('index.html')).toBe(false);
    expect(isCompressedCopyName('broschuere.pdf')).toBe(false);
    expect(isCompressedCopyName('gz')).toBe(false);
  });
});
