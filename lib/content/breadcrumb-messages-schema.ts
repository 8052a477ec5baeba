import { z } from 'zod';
import { icuMessage, text } from './primitives-schema';

/**
 * Namespace `breadcrumb`: the trail's name and an archived edition's page names ("Rangliste
 * 2025"); the other steps take the navigation's names. The code passes the year as a string.
 */
export const breadcrumbMessagesSchema = z.strictObject({
  label: text,
  ranking: icuMessage(['year']),
  winners: icuMessage(['year']),
  specialMention: icuMessage(['year']),
});
