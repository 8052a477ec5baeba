import { foldForSearch, matchesTarget, searchTarget } from '../ranking/search';

/**
 * The company a reader means among `candidates`: the one whose name it is (ignoring case and
 * diacritics), else the only one whose name contains it, as the ranking's search matches.
 */
export type FoundCompany<C> = { kind: 'found'; company: C } | { kind: 'none' } | { kind: 'several'; count: number };

export function findCompany<C extends { name: string }>(candidates: readonly C[], typed: string): FoundCompany<C> {
  const query = foldForSearch(typed);
  if (query === '') return { kind: 'none' };
  const exact = candidates.find((c) => isNamed(c, typed));
  if (exact) return { kind: 'found', company: exact };
  const matching = candidates.filter((c) => matchesTarget(searchTarget(c.name), query));
  if (matching.length === 1 && matching[0]) return { kind: 'found', company: matching[0] };
  return matching.length ? { kind: 'several', count: matching.length } : { kind: 'none' };
}

/** Whether the typed text is the company's whole name, ignoring case and accents. */
export function isNamed(company: { name: string }, typed: string): boolean {
  return foldForSearch(company.name) === foldForSearch(typed);
}
