import { routes } from '../routes';
import { compareRefs, REFS_PARAM } from './refs';

/** Addresses of the comparison, refs as a readable list (`?refs=sika,geberit`): slugs need no escaping. */

/** The normalised locale-neutral path of a comparison (`/vergleich?refs=…`; `/vergleich` for none). */
export function comparePath(refs: readonly string[]): string {
  return routes.compare.path + compareSearch(refs, '');
}

/** The query string for `refs` (written last, left out for none), keeping the other parameters; or "". */
export function compareSearch(refs: readonly string[], currentSearch: string): string {
  const params = new URLSearchParams(currentSearch);
  params.delete(REFS_PARAM);
  const normalised = compareRefs(refs);
  const parts = [params.toString(), normalised.length ? `${REFS_PARAM}=${normalised.join(',')}` : ''].filter(Boolean);
  return parts.length ? `?${parts.join('&')}` : '';
}
