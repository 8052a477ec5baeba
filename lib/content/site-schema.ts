import { z } from 'zod';

/** content/site.json: switches that are not texts. */
export const siteSettingsSchema = z.strictObject({
  /**
   * The ranking, scores and jury texts are invented sample data: every page says so and asks not
   * to be indexed (lib/content/sample-data). Absent means false.
   */
  sampleData: z.boolean().optional(),
  /** The edition the spec's routes show (a folder content/editions/{year}); the others are archived. */
  currentEdition: z
    .number()
    .refine((year) => Number.isInteger(year) && year >= 1900 && year <= 2999, 'must be a year such as 2026'),
  header: z.strictObject({
    /** The spec's header flag for the gallery link; set so the link is shown. */
    showGalleryLink: z.boolean(),
  }),
});

export type SiteSettings = z.infer<typeof siteSettingsSchema>;
