import { z } from 'zod';

/** content/site.json: switches that are not texts. */
export const siteSettingsSchema = z.strictObject({
  header: z.strictObject({
    /** The spec's header flag for the gallery link; set so the link is shown. */
    showGalleryLink: z.boolean(),
  }),
});

export type SiteSettings = z.infer<typeof siteSettingsSchema>;
