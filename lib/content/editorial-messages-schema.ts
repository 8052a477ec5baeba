import { z } from 'zod';
import { text } from './primitives-schema';

/**
 * Translations namespace `editorial`: the labels of the editorial pages' parts (issue 4).
 * Each part has its own object so a feature's labels stay together.
 */
const labels = <K extends string>(keys: readonly K[]) => z.strictObject(Object.fromEntries(keys.map((k) => [k, text])) as Record<K, typeof text>);
const withArgs = (...args: string[]) => text.refine((value) => args.every((arg) => value.includes(`{${arg}}`)), `must contain ${args.map((a) => `{${a}}`).join(' and ')}`);

export const editorialMessagesSchema = z.strictObject({
  lightbox: z.strictObject({
    dialogLabel: text,
    close: text,
    previous: text,
    next: text,
    loading: text,
    /** Spec: "Image %1 of %2"; here an ICU message. */
    imageOf: withArgs('current', 'total'),
  }),
  gallery: z.strictObject({
    label: text,
    open: withArgs('alt'),
  }),
  downloads: labels(['label', 'newTab', 'file']),
  partners: z.strictObject({ website: text, logoLink: withArgs('name') }),
  introAnimation: labels(['label']),
});

export type EditorialMessages = z.infer<typeof editorialMessagesSchema>;
