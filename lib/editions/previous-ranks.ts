import type { Participant } from '../content/participant';

/**
 * Last edition's ranks: from the edition before when present, else the rows' prevYearVR/prevYearDS
 * (the overall rank then undefined: not known).
 */
export function previousRanks(participant: Participant, previous: ReadonlyMap<string, Participant> | undefined) {
  if (!previous) {
    return { prevYearVR: participant.prevYearVR, prevYearDS: participant.prevYearDS, prevYearOverall: undefined };
  }
  const before = previous.get(participant.ref);
  return {
    prevYearVR: before?.rankVR ?? null,
    prevYearDS: before?.rankDS ?? null,
    prevYearOverall: before?.rankOverall ?? null,
  };
}

/**
 * Where the rows' prevYear fields disagree with the edition before, for content:check to warn
 * about: the value `stated` in the row, the `actual` rank in the edition before (null also when the
 * company was `absent` from it). An empty or 999 one claims nothing.
 */
export function previousRankMismatches(participant: Participant, previous: ReadonlyMap<string, Participant>) {
  const before = previous.get(participant.ref);
  return (['VR', 'DS'] as const).flatMap((kind) => {
    const field = `prevYear${kind}` as const;
    const stated = participant[field];
    const actual = before ? before[`rank${kind}`] : null;
    return stated !== null && stated !== actual ? [{ field, stated, actual, absent: !before }] : [];
  });
}
