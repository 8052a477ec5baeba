import { z } from 'zod';
import { icuMessage, text } from './primitives-schema';

/**
 * The `breadcrumb` namespace: the name of the trail's navigation, and the names of an archived
 * edition's pages in it ("Rangliste 2025"). The home, archive and ranking steps take the
 * navigation's names (`nav`). ICU messages read with next-intl's t(); the code passes the year
 * as a string.
 */
export const breadcrumbMessagesSchema = z.strictObject({
  label: text,
  ranking: icuMessage(['year']),
  winners: icuMessage(['year']),
  specialMention: icuMessage(['year']),
});
