/**
 * The award categories and special mentions of awards.json, by key. Apart from its zod schema
 * (awards-schema.ts), so that a client island can name them without shipping zod.
 */
export const winnerCategoryKeys = ['overall', 'valueReporting', 'design', 'text'] as const;
export const specialMentionKeys = ['text', 'value', 'design'] as const;

export type WinnerCategoryKey = (typeof winnerCategoryKeys)[number];
export type SpecialMentionKey = (typeof specialMentionKeys)[number];
