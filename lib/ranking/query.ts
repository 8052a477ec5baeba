import { isParticipantField, slugPattern } from '@/lib/content/participant-fields';
import { isSortDir, MOVEMENT_SORT, type SortDir } from './sort';

/**
 * The ranking's URL query (docs/behaviour.md#ranking): q (search), dir (ASC or DSC) and sortBy
 * (a participant field name, or `movement`), and sector (a sector key; whether the edition has it is decided
 * with the table's options, lib/ranking/view.ts). Read once at load and written on every change,
 * merged with any other parameters. Whatever a URL carries is sanitised; a value that does not
 * pass is ignored, never an error.
 */
export type RankingQuery = ReturnType<typeof parseRankingQuery>;

/** Longer than any company name; a search beyond this is a pasted accident. */
export const MAX_SEARCH_LENGTH = 100;

/**
 * Search text from a URL: markup removed (script and style elements with their content, every
 * other tag without), stray angle brackets and control characters dropped, whitespace collapsed.
 */
export function sanitiseSearch(raw: string): string {
  return raw
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<\/?[a-z!?/][^>]*>?/gi, ' ')
    .replace(/[<>\p{Cc}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_SEARCH_LENGTH)
    .trim();
}

export function parseRankingQuery(search: string | URLSearchParams) {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const get = (key: string) => params.get(key) ?? '';
  const [q, dir, sortBy, sector] = [sanitiseSearch(get('q')), get('dir'), get('sortBy'), get('sector')];
  return {
    ...(q && { q }),
    ...(isSortDir(dir) && { dir }),
    ...((isParticipantField(sortBy) || sortBy === MOVEMENT_SORT) && { sortBy }),
    ...(slugPattern.test(sector) && { sector }),
  };
}

/**
 * The query string for a state, keeping every other parameter of `currentSearch`: sortBy and
 * dir are always written (a URL with them keeps its scroll position), q only
 * when there is a search, sector only when one is chosen. Returns "?…", or "" when nothing is left.
 */
export function serialiseRankingQuery(
  state: { q: string; sortBy: string; dir: SortDir; sector?: string },
  currentSearch: string,
): string {
  const params = new URLSearchParams(currentSearch);
  const q = sanitiseSearch(state.q);
  if (q) params.set('q', q);
  else params.delete('q');
  if (state.sector) params.set('sector', state.sector);
  else params.delete('sector');
  params.set('dir', state.dir);
  params.set('sortBy', state.sortBy);
  const text = params.toString();
  return text ? `?${text}` : '';
}
