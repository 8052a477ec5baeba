import type { Participant } from '../content/participant';
import { overallMedian } from '../editions/peers';

/**
 * The figures a media release states beyond the edition's counts (lib/content/edition-figures):
 * filled in like `{reports}`, so the release cannot disagree with the ranking.
 */
export const releaseFigureNames = ['medianTotal'] as const;

export function releaseFigures(edition: { participants: readonly Participant[] }) {
  const middle = overallMedian(edition.participants);
  return {
    /** The median of the overall points (value reporting plus design, out of 200), one decimal: `{medianTotal, number}`. */
    medianTotal: middle === null ? 0 : Math.round(middle * 10) / 10,
  };
}
