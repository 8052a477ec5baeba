import { z } from 'zod';

/**
 * Translations namespace `awardsPage`: labels of the winners and special-mention cards. `place`
 * is an ICU message with the argument {place} (English uses selectordinal: "2nd place").
 */
const text = z.string().trim().min(1, 'must be a non-empty text');

export const awardsPageMessagesSchema = z.strictObject({
  place: text.refine((value) => value.includes('{place'), 'must contain the argument {place}'),
  specialMention: text,
  viewResult: text,
});
