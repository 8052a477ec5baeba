import { z } from 'zod';
import { icuMessage, plainArguments, text } from './primitives-schema';

/**
 * Namespace `compare`. Messages whose arguments only the browser knows are split into parts
 * (lib/i18n/message-parts), so those arguments must be plain ({name}), never a plural.
 */
export const compareMessagesSchema = z
  .strictObject({
    /** The participant pages' link: "compare with…". */
    participantLink: text,
    fallback: z.strictObject({ text, toRanking: text }),
    loading: text,
    error: text,
    caption: plainArguments('companies'),
    regionLabel: text,
    measure: text,
    groups: z.strictObject({
      result: icuMessage(['year']),
      quality: text,
      communication: text,
      media: text,
      history: text,
    }),
    measures: z.strictObject({
      rankOverall: text,
      rankVR: text,
      rankDS: text,
      totalVR: text,
      totalDS: text,
      certificate: text,
    }),
    best: text,
    legend: z.strictObject({ best: text, movement: text }),
    unranked: text,
    separatelyRanked: text,
    movement: z.strictObject({ previous: plainArguments('rank'), new: text, newLong: text }),
    certificate: z.strictObject({ yes: text, no: text }),
    history: z.strictObject({
      overall: text,
      valueReporting: text,
      valueReportingShort: text,
      design: text,
      absent: text,
    }),
    remove: plainArguments('name'),
    /** The remove button's visible text; `remove` is its accessible name, which must contain it. */
    removeShort: text,
    removed: plainArguments('name'),
    add: z.strictObject({
      label: text,
      button: text,
      hint: text,
      full: text,
      added: plainArguments('name'),
      notFound: plainArguments('query'),
      several: plainArguments('query'),
      already: plainArguments('name'),
    }),
    empty: z.strictObject({ title: text, text, suggestion: text }),
  })
  // A button's accessible name must contain its visible text (WCAG 2.5.3, label in name).
  .refine((m) => m.remove.toLowerCase().includes(m.removeShort.toLowerCase()), {
    path: ['removeShort'],
    error: 'must be part of remove, the remove button’s accessible name',
  });
