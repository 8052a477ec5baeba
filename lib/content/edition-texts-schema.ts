import { z } from 'zod';
import { byKey, text } from './primitives-schema';
import { specialMentionKeys, winnerCategoryKeys } from './awards-schema';
import { pageTextsSchema } from './message-schema';
import { laudatioMessagesSchema } from './participant-messages-schema';
import { pressPageSchema } from './press-release-schema';

/** An edition's texts: award categories, special mentions, laudatios by ref, and the pages of that year. */
const awardTextSchema = z.strictObject({
  title: text.describe("The award's title."),
  description: z.string().optional().describe('A sentence on what the award honours.'),
});

export const awardTextsSchema = z
  .strictObject({
    categories: z.strictObject(byKey(winnerCategoryKeys, awardTextSchema)),
    specialMentions: z.strictObject(byKey(specialMentionKeys, awardTextSchema)),
  })
  .describe("Titles and descriptions of the edition's winner categories and special mentions (awards.json).");

export const editionTextsSchema = z.strictObject({
  awards: awardTextsSchema,
  laudatio: laudatioMessagesSchema.describe(
    "The jury's laudatio for each winner and special mention, by participant ref; every ref must be a " +
      'participant of this edition.',
  ),
  pages: z
    .strictObject({
      home: pageTextsSchema.describe(
        "The home page while this edition is current; intro.subTitle is the edition's line on the archive page.",
      ),
      ...byKey(['winners', 'ranking', 'specialMention', 'participant'] as const, pageTextsSchema),
      press: pressPageSchema.describe("The press room: this edition's media release and the page's texts."),
    })
    .describe('The pages that speak of this edition.'),
});

export type EditionTexts = z.infer<typeof editionTextsSchema>;
export type AwardTexts = EditionTexts['awards'];
export type EditionPageKey = keyof EditionTexts['pages'];
