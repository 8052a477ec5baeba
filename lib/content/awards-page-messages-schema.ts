import { z } from 'zod';

/** Namespace `awardsPage`: award cards and the home page's overall winner; `place` is ICU ("2nd place"). */
const text = z.string().trim().min(1, 'must be a non-empty text');

export const awardsPageMessagesSchema = z.strictObject({
  place: text.refine((value) => value.includes('{place'), 'must contain the argument {place}'),
  specialMention: text,
  viewResult: text,
  toRanking: text,
  toWinners: text,
});
