import { edition, editions, shownName } from './editions';
import type { ParticipantRow } from '../../lib/content/participant-fields';

/**
 * The year's movers as the specs expect them, worked out from content/editions/*\/ranking.json
 * alone: a company counts in a list when it holds a place (a whole number, not 999 and not "*")
 * in that rank this year and in the edition the year before, and its place now is better. Largest
 * move first; the same move: the better place now first, then the name. Five per list, and
 * whoever moved as far as the fifth.
 */
export type MoverKind = 'overall' | 'valueReporting' | 'design';
export const moverKinds: readonly MoverKind[] = ['overall', 'valueReporting', 'design'];
const fields: Record<MoverKind, 'rankOverall' | 'rankVR' | 'rankDS'> = {
  overall: 'rankOverall',
  valueReporting: 'rankVR',
  design: 'rankDS',
};
export const LISTED = 5;

export interface ExpectedMover {
  ref: string;
  name: string;
  previous: number;
  current: number;
  by: number;
}

/** A place, or null for anything else (empty, 999, "*"). */
export function placeIn(value: string | undefined): number | null {
  const text = value?.trim() ?? '';
  return /^\d+$/.test(text) && text !== '999' ? Number(text) : null;
}

const collator = new Intl.Collator('de-CH');

/** The year's movers per list, or undefined when the year before is not on the site. */
export function expectedMovers(year: number): Record<MoverKind, ExpectedMover[]> | undefined {
  const before = editions.find((e) => e.year === year - 1);
  if (!before) return undefined;
  const previousRow = new Map(before.rows.map((row) => [row.ref, row]));
  const list = (kind: MoverKind) => {
    const field = fields[kind];
    const all = edition(year)
      .rows.flatMap((row: ParticipantRow) => {
        const current = placeIn(row[field]);
        const previous = placeIn(previousRow.get(row.ref)?.[field]);
        return current !== null && previous !== null && previous > current
          ? [{ ref: row.ref, name: shownName(row), previous, current, by: previous - current }]
          : [];
      })
      .sort((a, b) => b.by - a.by || a.current - b.current || collator.compare(a.name, b.name));
    const fifth = all[LISTED - 1];
    return fifth ? all.filter((m, i) => i < LISTED || m.by === fifth.by) : all;
  };
  return { overall: list('overall'), valueReporting: list('valueReporting'), design: list('design') };
}

/** Ranked overall this year but not in the year before (absent, or without a place then). */
export function expectedNewcomers(year: number): number {
  const before = new Map(edition(year - 1).rows.map((row) => [row.ref, row]));
  return edition(year).rows.filter(
    (row) => placeIn(row.rankOverall) !== null && placeIn(before.get(row.ref)?.rankOverall) === null,
  ).length;
}
