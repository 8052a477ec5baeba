import { z } from 'zod';

/** Building blocks shared by the translation schemas (spec section 3: asset and link). */
export const text = z.string().trim().min(1, 'must be a non-empty text');
/** HTML from content; sanitised when it is rendered (components/content/RichText). */
export const html = z.string();

/** Whether an ICU message uses the argument `name`: {name}, or {name, plural, …} and the like. */
const usesArgument = (value: string, name: string) => new RegExp(`\\{\\s*${name}\\s*[,}]`).test(value);

/** An ICU message that must use each of `names`: the code passes them, and a text without one drops it. */
export const icuMessage = (names: readonly string[]) =>
  names.reduce(
    (schema, name) => schema.refine((value) => usesArgument(value, name), { error: `must contain {${name}}` }),
    text,
  );

export const assetSchema = z.strictObject({
  url: text,
  type: z.enum(['image', 'video']),
  altText: z.string(),
  poster: z.string().optional(),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
});

/** A link; its visible text is the `langKey` entry of `linkLabels`. */
export const linkSchema = z.strictObject({
  link: text,
  langKey: text,
  openInNewTab: z.boolean().optional(),
  isExternalLink: z.boolean().optional(),
  isDownloadLink: z.boolean().optional(),
});
