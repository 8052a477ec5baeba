import { z } from 'zod';

/** Building blocks shared by the translation schemas: asset and link. */
export const text = z.string().trim().min(1, 'must be a non-empty text');
/** HTML from content; sanitised when it is rendered (components/content/RichText). */
export const html = z.string();

/** Whether an ICU message uses the argument `name`: {name}, or {name, plural, …} and the like. */
export const usesArgument = (value: string, name: string) => new RegExp(`\\{\\s*${name}\\s*[,}]`).test(value);

/** An ICU message that must use each of `names`: the code passes them, and a text without one drops it. */
export const icuMessage = (names: readonly string[]) =>
  names.reduce(
    (schema, name) => schema.refine((value) => usesArgument(value, name), { error: `must contain {${name}}` }),
    text,
  );

/** The same schema for each of `keys`: an object shape. */
export const byKey = <K extends string, S>(keys: readonly K[], schema: S) =>
  Object.fromEntries(keys.map((key) => [key, schema])) as Record<K, S>;

/** A group of texts, strict; `args` names the ICU arguments a text must use (the code passes them). */
export const labels = <K extends string>(keys: readonly K[], args: Partial<Record<K, readonly string[]>> = {}) =>
  z.strictObject(Object.fromEntries(keys.map((k) => [k, icuMessage(args[k] ?? [])])) as Record<K, typeof text>);

/** A message the browser fills in (lib/i18n/message-parts): plain {name} arguments only, no plurals. */
export const plainArguments = (...names: string[]) =>
  text.refine((value) => names.every((name) => value.includes(`{${name}}`)), {
    error: `must contain ${names.map((name) => `{${name}}`).join(' and ')}`,
  });

/** An image's width or height, optional. */
export const pixels = (description: string) => z.number().int().positive().optional().describe(description);

export const assetSchema = z
  .strictObject({
    url: text.describe('The address of the image or video, such as /globalassets/media/about/photo.jpg.'),
    type: z.enum(['image', 'video']),
    altText: z.string().describe('What the image shows, for people who cannot see it; empty for a decorative one.'),
    poster: z.string().optional().describe("A video's still image, shown until it plays."),
    width: pixels('Width in pixels; only needed for an image outside content/media/ (the build reads those).'),
    height: pixels('Height in pixels; only needed for an image outside content/media/ (the build reads those).'),
  })
  .describe('An image or a video.');

/** A link; its visible text is the `langKey` entry of `linkLabels`. */
export const linkSchema = z
  .strictObject({
    link: text.describe(
      'A page of this site (/rangliste, without /en: the language is added), https://…, mailto: or tel:. ' +
        'Anything else is not shown as a link.',
    ),
    langKey: text.describe("The key of the link's text in linkLabels of content/i18n/<locale>.json."),
    openInNewTab: z
      .boolean()
      .optional()
      .describe('Whether the link opens in a new tab; by default links to other sites (http/https) do.'),
    isExternalLink: z
      .boolean()
      .optional()
      .describe('Not used by the site, which tells by the address; allowed for data from the original app.'),
    isDownloadLink: z
      .boolean()
      .optional()
      .describe('true: a file to download, such as /globalassets/media/downloads/report.pdf (opens in a new tab).'),
  })
  .describe('A link; its visible text is the entry langKey of linkLabels.');
