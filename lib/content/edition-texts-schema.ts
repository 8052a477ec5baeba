import { z } from 'zod';
import { text } from './primitives-schema';
import { pageTextsSchema } from './message-schema';
import { laudatioMessagesSchema } from './participant-messages-schema';

/**
 * content/editions/{year}/i18n/{locale}.json: the texts that belong to one edition, in each
 * language. The year's award categories and special mentions (titles and descriptions), the
 * jury's laudatios by participant ref, and the pages that speak of that year: the home page (the
 * current edition's front page; its subtitle is the edition's line on the archive page), winners,
 * ranking, special mentions and the participant pages.
 */
const awardTextSchema = z.strictObject({ title: text, description: z.string().optional() });

export const awardTextsSchema = z.strictObject({
  categories: z.strictObject({
    overall: awardTextSchema,
    valueReporting: awardTextSchema,
    design: awardTextSchema,
    text: awardTextSchema,
  }),
  specialMentions: z.strictObject({
    text: awardTextSchema,
    value: awardTextSchema,
    design: awardTextSchema,
  }),
});

export const editionTextsSchema = z.strictObject({
  awards: awardTextsSchema,
  laudatio: laudatioMessagesSchema,
  pages: z.strictObject({
    home: pageTextsSchema,
    winners: pageTextsSchema,
    ranking: pageTextsSchema,
    specialMention: pageTextsSchema,
    participant: pageTextsSchema,
  }),
});

export type EditionTexts = z.infer<typeof editionTextsSchema>;
export type AwardTexts = EditionTexts['awards'];
export type EditionPageKey = keyof EditionTexts['pages'];
