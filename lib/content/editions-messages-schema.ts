import { z } from 'zod';
import { icuMessage, text } from './primitives-schema';

/** Namespace `editions`: the archive notice and page, and the participant pages' history (year as a string). */
export const editionsMessagesSchema = z.strictObject({
  archivedNotice: z.strictObject({
    label: text,
    text: icuMessage(['year']),
    toCurrent: icuMessage(['year']),
  }),
  archive: z.strictObject({
    editionTitle: icuMessage(['year']),
    current: text,
    reports: icuMessage(['count']),
    winnersLabel: icuMessage(['year']),
    toRanking: icuMessage(['year']),
    toWinners: icuMessage(['year']),
    toSpecialMention: icuMessage(['year']),
  }),
  history: z.strictObject({
    title: text,
    intro: icuMessage(['count']),
    caption: icuMessage(['name']),
    edition: text,
    first: text,
    gap: text,
    formerName: icuMessage(['name']),
    editionLink: icuMessage(['name', 'year']),
    chartLegend: text,
  }),
});
