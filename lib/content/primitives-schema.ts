import { z } from 'zod';

/** Building blocks shared by the translation schemas (spec section 3: asset and link). */
export const text = z.string().trim().min(1, 'must be a non-empty text');
/** HTML from content; sanitised when it is rendered (components/content/RichText). */
export const html = z.string();

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
