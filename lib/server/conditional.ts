/**
 * Validators and conditional requests (RFC 9110 §8.8, §13) for the bundled server's files.
 * Every representation (the file, its .br copy, its .gz copy) has its own strong ETag: the build
 * writes each file once, so size and modification time name its bytes; the coding is part of the
 * tag so that two codings can never share one.
 */
export interface Validators {
  etag: string;
  /** Modification time in milliseconds; HTTP dates have whole seconds. */
  lastModified: number;
}

export function entityTag(size: number, mtimeMs: number, coding: string): string {
  return `"${size.toString(16)}-${Math.floor(mtimeMs / 1000).toString(16)}-${coding}"`;
}

export function httpDate(ms: number): string {
  return new Date(Math.floor(ms / 1000) * 1000).toUTCString();
}

/** An HTTP date in milliseconds, or null when it does not parse (the header is then ignored). */
function parseDate(value: string | undefined): number | null {
  if (value === undefined) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : ms;
}

const opaque = (tag: string) => tag.replace(/^W\//, '');
const isWeak = (tag: string) => tag.startsWith('W/');

/** The entity tags of an If-Match / If-None-Match value; "*" stays "*". */
export function parseEntityTags(value: string): string[] {
  if (value.trim() === '*') return ['*'];
  return [...value.matchAll(/(W\/)?"[^"]*"/g)].map(([tag]) => tag);
}

/** Strong comparison: both strong and the same (§8.8.3.2). */
function strongMatch(a: string, b: string): boolean {
  return !isWeak(a) && !isWeak(b) && a === b;
}

/** Weak comparison: the same opaque tag, weak or not. */
function weakMatch(a: string, b: string): boolean {
  return opaque(a) === opaque(b);
}

export interface Conditions {
  ifMatch?: string;
  ifNoneMatch?: string;
  ifModifiedSince?: string;
  ifUnmodifiedSince?: string;
}

/**
 * The outcome of the preconditions, evaluated in the order of RFC 9110 §13.2.2 for a GET or
 * HEAD of an existing file: 412 when If-Match or If-Unmodified-Since fails, 304 when
 * If-None-Match matches or (without If-None-Match) nothing changed since If-Modified-Since.
 */
export function evaluateConditions(
  conditions: Conditions,
  validators: Validators,
): 'proceed' | 'not-modified' | 'precondition-failed' {
  const modifiedSeconds = Math.floor(validators.lastModified / 1000);
  if (conditions.ifMatch !== undefined) {
    const tags = parseEntityTags(conditions.ifMatch);
    if (!tags.some((tag) => tag === '*' || strongMatch(tag, validators.etag))) return 'precondition-failed';
  } else {
    const since = parseDate(conditions.ifUnmodifiedSince);
    if (since !== null && modifiedSeconds > Math.floor(since / 1000)) return 'precondition-failed';
  }
  if (conditions.ifNoneMatch !== undefined) {
    const tags = parseEntityTags(conditions.ifNoneMatch);
    return tags.some((tag) => tag === '*' || weakMatch(tag, validators.etag)) ? 'not-modified' : 'proceed';
  }
  const since = parseDate(conditions.ifModifiedSince);
  if (since !== null && modifiedSeconds <= Math.floor(since / 1000)) return 'not-modified';
  return 'proceed';
}

/**
 * If-Range (§13.1.5): the range applies only when the validator names the current
 * representation; an entity tag by strong comparison, a date only by exact equality.
 */
export function rangeStillValid(ifRange: string | undefined, validators: Validators): boolean {
  if (ifRange === undefined) return true;
  const value = ifRange.trim();
  if (value.startsWith('"') || value.startsWith('W/')) return strongMatch(value, validators.etag);
  const date = parseDate(value);
  return date !== null && Math.floor(date / 1000) === Math.floor(validators.lastModified / 1000);
}
