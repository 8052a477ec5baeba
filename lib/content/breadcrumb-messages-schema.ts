import { z } from 'zod';
import { icuMessage, text } from './primitives-schema';

/** Namespace `breadcrumb`: the trail's name and an archived edition's page names ("Rangliste 2025"). */
export const breadcrumbMessagesSchema = z.strictObject({
  label: text,
  ranking: icuMessage(['year']),
  winners: icuMessage(['year']),
  specialMention: icuMessage(['year']),
});
