import { z } from 'zod';
import { labels, plainArguments, text } from './primitives-schema';

/**
 * Namespace `compare`. Messages whose arguments only the browser knows are split into parts
 * (lib/i18n/message-parts), so those arguments must be plain ({name}), never a plural.
 */
export const compareMessagesSchema = z
  .strictObject({
    /** The participant pages' link: "compare with…". */
    participantLink: text,
    fallback: labels(['text', 'toRanking']),
    loading: text,
    error: text,
    caption: plainArguments('companies'),
    regionLabel: text,
    measure: text,
    groups: labels(['result', 'quality', 'communication', 'media', 'history'], { result: ['year'] }),
    measures: labels(['rankOverall', 'rankVR', 'rankDS', 'totalVR', 'totalDS', 'certificate']),
    best: text,
    legend: labels(['best', 'movement']),
    unranked: text,
    separatelyRanked: text,
    movement: z.strictObject({ previous: plainArguments('rank'), new: text, newLong: text }),
    certificate: labels(['yes', 'no']),
    history: labels(['overall', 'valueReporting', 'valueReportingShort', 'design', 'absent']),
    remove: plainArguments('name'),
    /** The remove button's visible text; `remove` is its accessible name, which must contain it. */
    removeShort: text,
    removed: plainArguments('name'),
    add: z.strictObject({
      ...labels(['label', 'button', 'hint', 'full']).shape,
      added: plainArguments('name'),
      notFound: plainArguments('query'),
      several: plainArguments('query'),
      already: plainArguments('name'),
    }),
    empty: labels(['title', 'text', 'suggestion']),
  })
  // A button's accessible name must contain its visible text (WCAG 2.5.3, label in name).
  .refine((m) => m.remove.toLowerCase().includes(m.removeShort.toLowerCase()), {
    path: ['removeShort'],
    error: 'must be part of remove, the remove button’s accessible name',
  });
