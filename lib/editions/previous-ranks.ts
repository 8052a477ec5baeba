import type { Participant, Rank } from '../content/participant';

/** Last edition's ranks: from the edition before when present, else the rows' prevYearVR/prevYearDS. */
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

/** Where the rows' prevYear fields disagree with the edition before; an empty or 999 one claims nothing. */
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
