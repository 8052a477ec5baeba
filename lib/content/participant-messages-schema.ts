import { z } from 'zod';
import { slugPattern } from './participant-schema';
import { criterionFields } from './participant-fields';
import { labels, text } from './primitives-schema';
import { participantSections } from '../participant/sections';

/** Namespaces of the participant pages: `participant` (labels) and `laudatio` (the jury's texts by ref). */
export const participantMessagesSchema = z.strictObject({
  categoryNav: labels(['label', 'place', 'categoryTitle'], {
    place: ['place', 'name'],
    categoryTitle: ['category', 'name'],
  }),
  head: labels(['imageAlt', 'award', 'awardsLabel'], { imageAlt: ['name'], award: ['category', 'place'] }),
  /** The "on this page" links: a label and one per section (lib/participant/sections). */
  onThisPage: labels(['label', ...participantSections]),
  ranks: labels(['label', 'valueReporting', 'design', 'overall', 'rank', 'unranked', 'starred'], { label: ['year'] }),
  specialPrize: labels(['badge', 'value', 'design', 'text']),
  links: labels(['label', 'online', 'website', 'newWindow', 'pdf', 'pdfHint']),
  results: labels(
    ['title', 'valueReporting', 'design', 'overall', 'rank', 'points', 'rankOf', 'detailCaption', 'criterion'],
    { rankOf: ['count'] },
  ),
  criteria: labels(criterionFields),
  groups: labels(['valueReporting', 'quality', 'communication', 'media']),
  sector: labels(['caption', 'rank', 'place'], { caption: ['sector', 'count'], place: ['place', 'count'] }),
  profile: labels(
    [
      'title',
      'intro',
      'median',
      'best',
      'compare',
      'scale',
      'tableCaption',
      'group',
      'noPoints',
      'sectorMedian',
      'compareWithSector',
    ],
    {
      intro: ['count'],
      compare: ['median', 'best'],
      sectorMedian: ['sector'],
      compareWithSector: ['median', 'sector', 'sectorMedian', 'best'],
      scale: ['max'],
      tableCaption: ['name'],
      noPoints: ['name'],
    },
  ),
  gaps: labels(
    [
      'title',
      'leadMedian',
      'leadBest',
      'noGap',
      'intro',
      'points',
      'toMedian',
      'toBest',
      'sectorToMedian',
      'sectorToBest',
      'notRated',
      'gainsTitle',
      'gainsIntro',
      'gainMedian',
      'gainBest',
      'noGains',
    ],
    {
      leadMedian: ['group', 'distance'],
      leadBest: ['group', 'distance'],
      intro: ['year'],
      points: ['value', 'max'],
      sectorToMedian: ['sector'],
      sectorToBest: ['sector'],
      gainMedian: ['criterion', 'gain', 'target', 'value', 'max'],
      gainBest: ['criterion', 'position', 'median', 'gain', 'target', 'value', 'max'],
    },
  ),
  peers: labels(['title', 'intro', 'points', 'own', 'rank', 'unranked'], {
    intro: ['scope', 'sector'],
    points: ['points'],
    own: ['name', 'points'],
    rank: ['rank'],
  }),
  movement: labels(['title', 'up', 'down', 'same', 'new', 'none', 'previous'], {
    up: ['by'],
    down: ['by'],
    previous: ['rank'],
  }),
  laudatio: labels(['eyebrow', 'linksTitle', 'video', 'galleryTitle'], { video: ['title'] }),
  teaser: labels(['title', 'toResult', 'allTitle', 'allText', 'allLink'], { allText: ['year'] }),
  seo: labels(['description', 'awardedDescription', 'rankText', 'unranked'], {
    description: ['name', 'year', 'vr', 'ds', 'overall'],
    awardedDescription: ['awards', 'name', 'year', 'vr', 'ds', 'overall'],
    rankText: ['rank'],
  }),
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

export const laudatioMessagesSchema = z.record(
  z.string().regex(slugPattern, 'must be a participant ref'),
  laudatioEntrySchema,
);

export type LaudatioEntry = z.infer<typeof laudatioEntrySchema>;
