import type { WinnerCategoryKey } from '../content/awards-schema';
import { bySector } from '../editions/by-sector';
import type { Edition } from '../editions/edition';
import { moverKinds, moversUpTo, type Mover } from '../editions/movers';
import { overallMedian, overallPoints } from '../editions/peers';

/**
 * The press room's fact sheet: what a journalist quotes, computed from the edition's data so
 * that no figure is ever typed. Pure; the view formats the numbers in its locale.
 */
export type FactSheetEdition = Pick<Edition, 'year' | 'participants' | 'byRef' | 'awards' | 'statistics' | 'movers'>;

export const factSheetMedianKinds = ['valueReporting', 'design', 'total'] as const;
export type FactSheetMedianKind = (typeof factSheetMedianKinds)[number];

/** How many movers per kind the fact sheet lists before ties. */
export const factSheetMoversListed = 3;

export interface FactSheet {
  year: number;
  /** Reports rated: the rows of the ranking. */
  reports: number;
  certified: number;
  /** The certificate threshold, points out of 200. */
  threshold: number;
  /** Each winner category of awards.json in its order, its winners in theirs (ref and name in this edition). */
  winners: { key: WinnerCategoryKey; winners: { ref: string; name: string }[] }[];
  /** Undefined for an edition without the edition before (the first one). */
  movers:
    | {
        byKind: { kind: (typeof moverKinds)[number]; movers: readonly Mover[] }[];
        /** Ranked overall now but not in the edition before: not counted as movers. */
        newcomers: number;
      }
    | undefined;
  /** The sector with the highest median overall points (sectors with at least two rated reports). */
  bestSector: { key: string; median: number; reports: number } | undefined;
  /** The medians and how they moved against the edition before (undefined without one). */
  medians: { kind: FactSheetMedianKind; median: number | null; change: number | undefined }[];
  /** The year the changes compare with; undefined without the edition before. */
  previousYear: number | undefined;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

function mediansOf(edition: FactSheetEdition): Record<FactSheetMedianKind, number | null> {
  return {
    valueReporting: edition.statistics.scores.totalVR.median,
    design: edition.statistics.scores.totalDS.median,
    total: overallMedian(edition.participants),
  };
}

/** The sector whose reports have the highest median overall points; on a tie, the first in the edition's order. */
export function bestSector(participants: FactSheetEdition['participants']): FactSheet['bestSector'] {
  let best: FactSheet['bestSector'];
  for (const [key, group] of bySector(participants)) {
    const reports = group.filter((p) => overallPoints(p) !== null).length;
    // A single report is a company, not a sector.
    if (reports < 2) continue;
    const value = overallMedian(group) as number;
    if (!best || value > best.median) best = { key, median: round2(value), reports };
  }
  return best;
}

/** The fact sheet of `edition`; `previous` is the edition the year before, if there is one. */
export function factSheet(edition: FactSheetEdition, previous?: FactSheetEdition): FactSheet {
  const before = previous && previous.year === edition.year - 1 ? previous : undefined;
  const now = mediansOf(edition);
  const then = before && mediansOf(before);
  return {
    year: edition.year,
    reports: edition.participants.length,
    certified: edition.participants.filter((p) => p.certificate).length,
    threshold: edition.awards.certificateThreshold,
    winners: edition.awards.winnerCategories.map(({ key, winners }) => ({
      key,
      winners: winners.map((ref) => ({ ref, name: edition.byRef.get(ref)?.name ?? ref })),
    })),
    movers: edition.movers && {
      byKind: moverKinds.map((kind) => ({
        kind,
        movers: moversUpTo(edition.movers?.byKind[kind] ?? [], factSheetMoversListed),
      })),
      newcomers: edition.movers.newcomers,
    },
    bestSector: bestSector(edition.participants),
    medians: factSheetMedianKinds.map((kind) => {
      const value = now[kind];
      const old = then?.[kind];
      return {
        kind,
        median: value === null ? null : round2(value),
        // The change between the medians as shown (two decimals), so that the page's figures add up.
        change: value === null || old === null || old === undefined ? undefined : round2(round2(value) - round2(old)),
      };
    }),
    previousYear: before?.year,
  };
}
