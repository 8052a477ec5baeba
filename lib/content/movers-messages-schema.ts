import { z } from 'zod';
import { moversColumns } from '@/lib/ranking/open-data-movers';
import { icuMessage, labels, text } from './primitives-schema';
import { sheetName } from './ranking-messages-schema';

/**
 * Namespace `movers`: the year's movers on the winners page of every edition
 * (components/movers/): the companies that climbed furthest against the edition before.
 */
export const moversMessagesSchema = z.strictObject({
  /** The section's heading: "Aufsteiger des Jahres". */
  title: text,
  /** Below the heading: what is listed, against which year ({previousYear}) and how many ({count}). */
  intro: icuMessage(['previousYear', 'count']),
  /** Each list's heading, by rank. */
  kinds: z.strictObject({ overall: text, valueReporting: text, design: text }),
  /** Both ranks as shown, "Rang {previous} → {current}"; the arrow is not read out (ranksLabel is). */
  ranks: icuMessage(['previous', 'current']),
  /** Both ranks for screen readers, in words: "von Rang {previous} auf Rang {current}". */
  ranksLabel: icuMessage(['previous', 'current']),
  /** The size of the move: "{by, plural, one {+# Rang} other {+# Ränge}}". */
  by: icuMessage(['by']),
  /** How many companies ranked this year were not ranked in {previousYear} and are therefore not counted. */
  newcomers: icuMessage(['count', 'previousYear']),
  /** A list without any company that moved up. */
  none: icuMessage(['previousYear']),
  /** Instead of the lists, for the first edition on the site: why there are no movers. */
  firstEdition: icuMessage(['year']),
  /** The movers as open data (lib/ranking/open-data-movers): the links' texts, the workbook's tab and headings. */
  openData: z.strictObject({
    ...labels(['csv', 'json', 'xlsx']).shape,
    sheetName,
    headings: labels(moversColumns),
  }),
});
