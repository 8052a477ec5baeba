import { slugPattern } from '../content/participant-fields';

/** The companies of a comparison as its URL names them (`?refs=sika,geberit`): a link anyone can share. */

export const MAX_COMPARED = 4;

/** The URL parameter holding the refs, separated by commas. */
export const REFS_PARAM = 'refs';

/** Whether a ref names a company; without a list of companies, every well-formed ref does. */
export type IsKnownRef = (ref: string) => boolean;

const anyRef: IsKnownRef = () => true;

/** The refs to compare, in order: non-slugs, unknown refs and repeats dropped, the first four kept. */
export function compareRefs(values: Iterable<string>, isKnown: IsKnownRef = anyRef): string[] {
  const trimmed = new Set(Array.from(values, (raw) => raw.trim()));
  return [...trimmed].filter((ref) => slugPattern.test(ref) && isKnown(ref)).slice(0, MAX_COMPARED);
}

/** The refs a query names (repeated `refs` parameters append); whatever does not pass is ignored. */
export function parseCompareRefs(search: string | URLSearchParams, isKnown: IsKnownRef = anyRef): string[] {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const values = params.getAll(REFS_PARAM).flatMap((value) => value.split(','));
  return compareRefs(values, isKnown);
}
