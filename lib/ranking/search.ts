/**
 * Search in the ranking: a case-insensitive substring match on the company
 * name that also ignores diacritics ("zurcher" finds "Zürcher"). German readers often type an
 * umlaut as two letters, so "zuercher" finds it too.
 */

/** Lower case, without diacritics, ß as ss, whitespace collapsed. */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

const umlautSpelling: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', Ä: 'Ae', Ö: 'Oe', Ü: 'Ue' };

/**
 * What a company is searched by: its folded name and the name with umlauts written out, joined
 * by a line break. A folded query never holds a line break, so it cannot match across the two.
 */
export function searchTarget(company: string): string {
  const folded = foldForSearch(company);
  const spelled = foldForSearch(company.normalize('NFC').replace(/[äöüÄÖÜ]/g, (c) => umlautSpelling[c] ?? c));
  return spelled === folded ? folded : `${folded}\n${spelled}`;
}

/** Whether a prepared target (searchTarget) matches a query; an empty query matches everything. */
export function matchesTarget(target: string, query: string): boolean {
  const folded = foldForSearch(query);
  return folded === '' || target.includes(folded);
}

/** searchTarget per row object, computed on the first search rather than at hydration. */
const targets = new WeakMap<{ company: string }, string>();

/** The refs of the rows a query does not match (none for an empty query). */
export function refsNotMatching(rows: readonly { ref: string; company: string }[], query: string): Set<string> {
  const hidden = new Set<string>();
  if (foldForSearch(query) === '') return hidden;
  for (const row of rows) {
    let target = targets.get(row);
    if (target === undefined) targets.set(row, (target = searchTarget(row.company)));
    if (!matchesTarget(target, query)) hidden.add(row.ref);
  }
  return hidden;
}
