import { z } from 'zod';
import { icuMessage, text } from './primitives-schema';

/**
 * The `editions` namespace: the notice on an archived edition's pages, the archive page's
 * labels, and the history section of the participant pages. Labels with {arguments} are ICU
 * messages read with next-intl's t(); the code passes the year as a string.
 */
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
