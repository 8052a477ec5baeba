import { routes } from '../routes';
import { compareRefs, REFS_PARAM } from './refs';

/**
 * Addresses of the comparison. The refs are written as a readable list (`?refs=sika,geberit`):
 * a ref is a slug, so it needs no escaping, and the commas stay commas.
 */

/**
 * The locale-neutral path of a comparison of `refs` (`/vergleich?refs=sika,geberit`), for
 * `localeHref`; normalised as the page reads it (compareRefs), `/vergleich` for none.
 */
export function comparePath(refs: readonly string[]): string {
  return routes.compare.path + compareSearch(refs, '');
}

/**
 * The query string for `refs`, keeping every other parameter of `currentSearch`: "?…", or ""
 * when nothing is left. `refs` is written last, and left out when there is no ref.
 */
export function compareSearch(refs: readonly string[], currentSearch: string): string {
  const params = new URLSearchParams(currentSearch);
  params.delete(REFS_PARAM);
  const normalised = compareRefs(refs);
  const parts = [params.toString(), normalised.length ? `${REFS_PARAM}=${normalised.join(',')}` : ''].filter(Boolean);
  return parts.length ? `?${parts.join('&')}` : '';
}
