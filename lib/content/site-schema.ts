import { z } from 'zod';

/** content/site.json: switches that are not texts. The descriptions show in editors (content:schemas). */
export const siteSettingsSchema = z.strictObject({
  // Read through lib/content/sample-data (SAMPLE_DATA in the environment overrides it).
  sampleData: z
    .boolean()
    .optional()
    .describe(
      'true while the ranking, scores and jury texts are invented sample data: every page says so and asks ' +
        'search engines not to index it. Set it to false once the real ranking is imported. Absent means false.',
    ),
  currentEdition: z
    .number()
    .refine((year) => Number.isInteger(year) && year >= 1900 && year <= 2999, 'must be a year such as 2026')
    .describe(
      'The edition the site shows at its usual addresses: a year with a folder content/editions/<year>. ' +
        'The other editions stay online under /<year>/. Change it with npm run content:edition -- current YEAR.',
    ),
  header: z
    .strictObject({
      showGalleryLink: z.boolean().describe('true shows the gallery in the navigation, false hides it.'),
    })
    .describe('Switches of the page header.'),
});

export type SiteSettings = z.infer<typeof siteSettingsSchema>;
