import { z } from 'zod';
import { slugPattern } from './participant-schema';

/**
 * content/awards.json: the edition's fixed winner categories (spec section 3, in this order:
 * overall winner, value reporting, design, text) and the special mentions. Texts for each
 * category live in the translations under awards.
 */
export const winnerCategoryKeys = ['overall', 'valueReporting', 'design', 'text'] as const;
export const specialMentionKeys = ['text', 'value', 'design'] as const;

export type WinnerCategoryKey = (typeof winnerCategoryKeys)[number];
export type SpecialMentionKey = (typeof specialMentionKeys)[number];

const ref = z.string().regex(slugPattern, 'must be a participant ref (a URL-safe slug)');

export const awardsSchema = z.strictObject({
  winnerCategories: z
    .array(
      z.strictObject({ key: z.enum(winnerCategoryKeys), winners: z.array(ref).min(1, 'needs at least one winner') }),
    )
    .refine(
      (list) => winnerCategoryKeys.every((key, i) => list[i]?.key === key) && list.length === winnerCategoryKeys.length,
      {
        message: `must list the categories ${winnerCategoryKeys.join(', ')} in this order`,
      },
    ),
  specialMentions: z.array(z.strictObject({ key: z.enum(specialMentionKeys), ref })),
});

export type Awards = z.infer<typeof awardsSchema>;
