import type { z } from 'zod';
import type { pressContactSchema } from '../content/press-messages-schema';

/** The media contact of content/i18n/{locale}.json (press.contact): the same office every year. */
export type PressContact = z.infer<typeof pressContactSchema>;
