/** @jest-environment node */
import { entityTag, evaluateConditions, httpDate, parseEntityTags, rangeStillValid } from './conditional';

const lastModified = Date.UTC(2026, 10, 24, 8, 0, 0, 500);
const etag = '"3e8-6924100-br"';
const validators = { etag, lastModified };
const before = 'Mon, 24 Nov 2026 07:59:59 GMT';
const same = 'Tue, 24 Nov 2026 08:00:00 GMT';
const after = 'Tue, 24 Nov 2026 08:00:01 GMT';

describe('entityTag and httpDate', () => {
  it('differ between representations of the same file', () => {
    expect(entityTag(1000, lastModified, 'br')).not.toBe(entityTag(1000, lastModified, 'gzip'));
    expect(entityTag(1000, lastModified, 'br')).not.toBe(entityTag(1001, lastModified, 'br'));
    expect(entityTag(1000, lastModified, 'br')).toMatch(/^"[^"]+"$/);
  });
  it('formats an HTTP date in whole seconds', () => {
    expect(httpDate(lastModified)).toBe(same);
  });
});

describe('parseEntityTags', () => {
  it('reads lists of strong and weak tags and the star', () => {
    expect(parseEntityTags('"a", W/"b",  "c,d"')).toEqual(['"a"', 'W/"b"', '"c,d"']);
    expect(parseEntityTags(' * ')).toEqual(['*']);
  });
});

describe('evaluateConditions', () => {
  it('proceeds without conditions', () => {
    expect(evaluateConditions({}, validators)).toBe('proceed');
  });
  it('answers 304 when If-None-Match names the tag, by weak comparison, or is *', () => {
    expect(evaluateConditions({ ifNoneMatch: etag }, validators)).toBe('not-modified');
    expect(evaluateConditions({ ifNoneMatch: `"x", W/${etag}` }, validators)).toBe('not-modified');
    expect(evaluateConditions({ ifNoneMatch: '*' }, validators)).toBe('not-modified');
    expect(evaluateConditions({ ifNoneMatch: '"3e8-6924100-gzip"' }, validators)).toBe('proceed');
  });
  it('answers 304 when nothing changed since If-Modified-Since', () => {
    expect(evaluateConditions({ ifModifiedSince: same }, validators)).toBe('not-modified');
    expect(evaluateConditions({ ifModifiedSince: after }, validators)).toBe('not-modified');
    expect(evaluateConditions({ ifModifiedSince: before }, validators)).toBe('proceed');
    expect(evaluateConditions({ ifModifiedSince: 'not a date' }, validators)).toBe('proceed');
  });
  it('ignores If-Modified-Since when If-None-Match is present', () => {
    expect(evaluateConditions({ ifNoneMatch: '"other"', ifModifiedSince: after }, validators)).toBe('proceed');
  });
  it('fails If-Match unless the tag matches strongly, and If-Unmodified-Since after a change', () => {
    expect(evaluateConditions({ ifMatch: etag }, validators)).toBe('proceed');
    expect(evaluateConditions({ ifMatch: '*' }, validators)).toBe('proceed');
    expect(evaluateConditions({ ifMatch: `W/${etag}` }, validators)).toBe('precondition-failed');
    expect(evaluateConditions({ ifUnmodifiedSince: before }, validators)).toBe('precondition-failed');
    expect(evaluateConditions({ ifUnmodifiedSince: same }, validators)).toBe('proceed');
  });
});

describe('rangeStillValid', () => {
  it('applies the range without If-Range', () => {
    expect(rangeStillValid(undefined, validators)).toBe(true);
  });
  it('applies it for the current tag by strong comparison only', () => {
    expect(rangeStillValid(etag, validators)).toBe(true);
    expect(rangeStillValid(`W/${etag}`, validators)).toBe(false);
    expect(rangeStillValid('"old"', validators)).toBe(false);
  });
  it('applies it for the exact modification date only', () => {
    expect(rangeStillValid(same, validators)).toBe(true);
    expect(rangeStillValid(after, validators)).toBe(false);
    expect(rangeStillValid(before, validators)).toBe(false);
    expect(rangeStillValid('garbage', validators)).toBe(false);
  });
});
