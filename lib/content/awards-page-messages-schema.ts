import { z } from 'zod';

/**
 * Translations namespace `awardsPage`: labels of the winners and special-mention cards, and of
 * the home page's overall winner with its two ways into the results (`toRanking`, `toWinners`).
 * `place` is an ICU message with the argument {place} (English uses selectordinal: "2nd place").
 */
const text = z.string().trim().min(1, 'must be a non-empty text');

export const awardsPageMessagesSchema = z.strictObject({
  place: text.refine((value) => value.includes('{place'), 'must contain the argument {place}'),
  specialMention: text,
  viewResult: text,
  toRanking: text,
  toWinners: text,
});
