import { z } from 'zod';
import { specialMentionKeys, winnerCategoryKeys } from './award-keys';
import { slugPattern } from './participant-schema';

export { specialMentionKeys, winnerCategoryKeys, type SpecialMentionKey, type WinnerCategoryKey } from './award-keys';

/** awards.json: the winner categories (overall, value reporting, design, text), mentions and the threshold. */
const ref = z
  .string()
  .regex(slugPattern, 'must be a participant ref (a URL-safe slug)')
  .describe("A participant's ref: the name of its file in participants/ without .json.");

export const awardsSchema = z.strictObject({
  winnerCategories: z
    .array(
      z.strictObject({
        key: z.enum(winnerCategoryKeys).describe("The category; its title and text are in the edition's i18n files."),
        winners: z
          .array(ref)
          .min(1, 'needs at least one winner')
          .describe("The jury's winners of this category, in order (first place first)."),
      }),
    )
    .refine(
      (list) => winnerCategoryKeys.every((key, i) => list[i]?.key === key) && list.length === winnerCategoryKeys.length,
      `must list the categories ${winnerCategoryKeys.join(', ')} in this order`,
    )
    .describe('The four winner categories; their order is the ?category=0…3 of the participant pages.'),
  specialMentions: z
    .array(
      z.strictObject({
        key: z.enum(specialMentionKeys).describe('The special mention; its title and text are in the i18n files.'),
        ref,
      }),
    )
    .describe('The special mentions awarded this year, each with one participant; delete one not awarded.'),
  certificateThreshold: z
    .number()
    .min(0, 'must be from 0 to 200')
    .max(200, 'must be from 0 to 200')
    .describe(
      "The edition's certificate threshold, in points out of 200 (value reporting and design together), " +
        'such as 140.8: every report whose totalVR + totalDS reaches it has the certificate (*) in the ranking, ' +
        'and no other. The texts show it as {threshold}.',
    ),
});

export type Awards = z.infer<typeof awardsSchema>;
