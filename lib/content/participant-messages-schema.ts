import { z } from 'zod';
import { slugPattern } from './participant-schema';

/**
 * Translation namespaces of the participant pages (issue 3): `participant` holds the page's
 * labels, `laudatio` the jury's texts for winners and special mentions, keyed by participant ref.
 * Texts with {placeholders} are ICU messages read with next-intl's t(); HTML (richText) is
 * sanitised when rendered (components/content/RichText).
 */
const text = z.string().trim().min(1, 'must be a non-empty text');
const labels = <K extends string>(keys: readonly K[]) => z.strictObject(Object.fromEntries(keys.map((k) => [k, text])) as Record<K, typeof text>);

export const participantMessagesSchema = z.strictObject({
  categoryNav: labels(['label', 'place', 'categoryTitle']),
  head: labels(['imageAlt', 'award', 'awardsLabel']),
  ranks: labels(['label', 'valueReporting', 'design', 'overall', 'rank', 'unranked', 'starred']),
  specialPrize: labels(['badge', 'value', 'design', 'text']),
  links: labels(['label', 'online', 'website', 'newWindow', 'pdf', 'pdfHint']),
  results: labels(['title', 'valueReporting', 'design', 'overall', 'rank', 'points', 'rankOf', 'detailCaption', 'criterion']),
  criteria: labels([
    'qualDS1', 'qualDS2', 'qualDS3', 'qualDS4', 'totalQualDS',
    'commDS1', 'commDS2', 'commDS3', 'commDS4', 'totalCommDS',
    'mediaDS1', 'mediaDS2', 'mediaDS3', 'averageMedia',
  ]),
  groups: labels(['valueReporting', 'quality', 'communication', 'media']),
  profile: labels(['title', 'intro', 'median', 'best', 'scale', 'tableCaption', 'group', 'noPoints']),
  movement: labels(['title', 'up', 'down', 'same', 'new', 'none', 'previous']),
  laudatio: labels(['eyebrow', 'linksTitle', 'video', 'galleryTitle']),
  teaser: labels(['title', 'toResult', 'allTitle', 'allText', 'allLink']),
  seo: labels(['description', 'rankText', 'unranked']),
});

const laudatioImageSchema = z.strictObject({ alt: text, caption: text });

export const laudatioEntrySchema = z.strictObject({
  title: text,
  subtitle: text,
  /** Sanitised HTML: the jury's text. */
  richText: text,
  /** Optional: rendered only when given (the sample content has no video files). */
  video: z.strictObject({ url: text, poster: text, title: text }).optional(),
  /** Captions of the report spreads /globalassets/laudatio/{ref}-{1,2,3}.jpg, in order. */
  images: z.array(laudatioImageSchema).min(1).max(3),
});

export const laudatioMessagesSchema = z.record(z.string().regex(slugPattern, 'must be a participant ref'), laudatioEntrySchema);

export type ParticipantMessages = z.infer<typeof participantMessagesSchema>;
export type LaudatioEntry = z.infer<typeof laudatioEntrySchema>;
