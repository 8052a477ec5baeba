import { z } from 'zod';
import { text } from './primitives-schema';
import { pageTextsSchema } from './message-schema';

/**
 * The edition's media release (content/editions/{year}/i18n/{locale}.json, pages.press.release).
 * Its figures are never typed: a text names them as the content load fills them in ({reports},
 * {certified}, {threshold} …, lib/content/edition-figures), so the release cannot disagree with
 * the ranking.
 */
export const pressReleasePdfPattern = /^\/globalassets\/media\/downloads\/[a-z0-9][a-z0-9._-]*\.pdf$/;

export const pressReleaseSchema = z
  .strictObject({
    title: text.describe("The release's headline."),
    lead: text.describe(
      'The first paragraph, plain text (no HTML): what happened, in two or three sentences. The Atom feed ' +
        'takes it as the summary.',
    ),
    richText: text.describe(
      'HTML: the body of the release (<p>, <h2>, <ul>, <a href="…">); figures as {reports}, {certified}, ' +
        '{threshold}, {newcomers}, {medianTotal, number}.',
    ),
    quote: z
      .strictObject({
        text: text.describe('The quote itself, without quotation marks: the page adds them.'),
        speaker: text.describe('Who said it, with their role: «Anna Muster, Präsidentin der Jury».'),
      })
      .optional()
      .describe('A quote below the body.'),
    pdf: z
      .string()
      .regex(
        pressReleasePdfPattern,
        'must be a PDF in content/media/downloads/, written /globalassets/media/downloads/press-release-2026.pdf',
      )
      .optional()
      .describe(
        'The release as a PDF, where the edition has one: /globalassets/media/downloads/press-release-2026.pdf; ' +
          'the file must be in content/media/downloads/.',
      ),
  })
  .describe("The edition's media release, shown first in the press room and listed in the Atom feed.");

/** The press room's texts: search engine title and description, intro, and the release. */
export const pressPageSchema = pageTextsSchema.extend({ release: pressReleaseSchema });

export type PressRelease = z.infer<typeof pressReleaseSchema>;
