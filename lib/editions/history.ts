import type { Rank } from '../content/participant';
import type { Edition } from './edition';

/** A company's history, newest first, from its first edition; a missed year in between is a gap entry. */
export type HistoryEntry =
  | {
      kind: 'took-part';
      year: number;
      /** The name the company had in that edition (a renamed company keeps its ref). */
      name: string;
      rankVR: Rank;
      rankDS: Rank;
      rankOverall: Rank;
      /** Its first edition on the site. */
      first: boolean;
    }
  | { kind: 'gap'; year: number };

export type EditionParticipants = Pick<Edition, 'year' | 'byRef'>;

/** Every ref's history, once per build, up to its newest edition; earlier pages take historyUpTo. */
export function editionHistories(editions: readonly EditionParticipants[]): Map<string, HistoryEntry[]> {
  const oldestFirst = [...editions].sort((a, b) => a.year - b.year);
  const histories = new Map<string, HistoryEntry[]>();
  const refs = new Set(oldestFirst.flatMap((edition) => [...edition.byRef.keys()]));
  for (const ref of refs) {
    const entries: HistoryEntry[] = [];
    for (const { year, byRef } of oldestFirst) {
      const p = byRef.get(ref);
      if (p) {
        const { name, rankVR, rankDS, rankOverall } = p;
        entries.push({ kind: 'took-part', year, name, rankVR, rankDS, rankOverall, first: entries.length === 0 });
      } else if (entries.length) entries.push({ kind: 'gap', year });
    }
    // A missed year counts as a gap only between two editions taken part in.
    while (entries.at(-1)?.kind === 'gap') entries.pop();
    histories.set(ref, entries.reverse());
  }
  return histories;
}

/** The entries up to and including `year`, newest first. */
export function historyUpTo(history: readonly HistoryEntry[], year: number): HistoryEntry[] {
  return history.filter((entry) => entry.year <= year);
}
