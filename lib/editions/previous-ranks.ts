import type { Participant, Rank } from '../content/participant';

/**
 * Last edition's ranks of each participant. When the edition before is present, they are read
 * from it (a company absent from it has none: it is new, or back after a gap), and the overall
 * rank's movement can be shown too. Without it, the rows' prevYearVR/prevYearDS are used as
 * they stand and the overall rank has no previous value.
 */
export interface PreviousRanks {
  prevYearVR: Rank;
  prevYearDS: Rank;
  /** undefined: not known (no edition before). */
  prevYearOverall: Rank | undefined;
}

export function previousRanks(
  participant: Participant,
  previous: ReadonlyMap<string, Participant> | undefined,
): PreviousRanks {
  if (!previous) {
    return { prevYearVR: participant.prevYearVR, prevYearDS: participant.prevYearDS, prevYearOverall: undefined };
  }
  const before = previous.get(participant.ref);
  return {
    prevYearVR: before ? before.rankVR : null,
    prevYearDS: before ? before.rankDS : null,
    prevYearOverall: before ? before.rankOverall : null,
  };
}

/** A row field that the edition before contradicts, for content:check to warn about. */
export interface PreviousRankMismatch {
  field: 'prevYearVR' | 'prevYearDS';
  /** The value in the row. */
  stated: Rank;
  /** The rank in the edition before; null also when the company was not in it (see `absent`). */
  actual: Rank;
  /** The company did not take part in the edition before. */
  absent: boolean;
}

/**
 * Where the row's prevYear fields disagree with the edition before. A field that states no rank
 * (empty, or 999) is no claim (the import leaves it empty when the export has no column) and is
 * not reported.
 */
export function previousRankMismatches(
  participant: Participant,
  previous: ReadonlyMap<string, Participant>,
): PreviousRankMismatch[] {
  const before = previous.get(participant.ref);
  const out: PreviousRankMismatch[] = [];
  for (const [field, source] of [
    ['prevYearVR', 'rankVR'],
    ['prevYearDS', 'rankDS'],
  ] as const) {
    const stated = participant[field];
    const actual = before ? before[source] : null;
    if (stated !== null && stated !== actual) out.push({ field, stated, actual, absent: !before });
  }
  return out;
}
