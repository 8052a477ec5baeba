import { z } from 'zod';
import { assetSchema, html, linkSchema, pixels, text } from './primitives-schema';

/** The editorial pages' entities (gallery image, accordion section, download and partner category). */

/** Gallery image: `src` is required; the caption is HTML and sanitised wherever it is shown. */
export const galleryImageSchema = z
  .strictObject({
    src: text.describe(
      'The image, such as /globalassets/media/gallery/apero.jpg (the file in content/media/gallery/).',
    ),
    altText: text.describe('What the image shows, for people who cannot see it.'),
    caption: html.optional().describe('HTML: the caption below the image in the lightbox.'),
    width: pixels('Width in pixels; only for an image outside content/media/.'),
    height: pixels('Height in pixels; only for an image outside content/media/.'),
    credit: text
      .optional()
      .describe('Who took the photo, shown below the caption: "Foto: Anna Muster / Agentur" ("Photo: …" in English).'),
  })
  .describe('A gallery image. Add it to both languages at the same place in the list.');

/** A photo of the gallery page: the press may download it, so its credit is required. */
export const galleryPhotoSchema = galleryImageSchema
  .extend({
    credit: text.describe(
      'Who took the photo, shown below the caption and in the press photos\' credits: "Foto: Anna Muster / Agentur" ("Photo: …" in English, the same person).',
    ),
  })
  .describe('A photo of the gallery page. Add it to both languages at the same place in the list, with its credit.');

/** Accordion section: toggles between closed and active; `isActive` opens it initially. */
export const accordionSectionSchema = z
  .strictObject({
    title: text.describe("The section's heading, always visible."),
    lead: html.optional().describe('HTML: the opening paragraph.'),
    bodyText: z.array(html).optional().describe('HTML: the paragraphs, one entry each.'),
    links: z.array(linkSchema).optional(),
    mainAsset: assetSchema.optional().describe("The section's image."),
    embeddedGallery: z.array(galleryImageSchema).optional().describe('Images shown as a small gallery.'),
    isActive: z.boolean().optional().describe('true opens the section when the page loads.'),
    accordionState: z
      .enum(['closed', 'active'])
      .optional()
      .describe('closed or active (open when the page loads); wins over isActive when both are set.'),
  })
  .describe('A section that opens and closes (criteria and jury pages).');

/** One file of a download category; type and size (bytes) are shown when known. */
export const downloadSchema = z
  .strictObject({
    name: text.describe("The file's title, in this file's language."),
    url: text.describe(
      'The file, such as /globalassets/media/downloads/rating-report-2027.pdf; the same in both languages.',
    ),
    type: z
      .string()
      .optional()
      .describe('The type shown beside the name (pdf or application/pdf reads PDF); from the address when left out.'),
    size: z
      .number()
      .int()
      .nonnegative()
      .optional()
      .describe('Size in bytes; read from the file when left out (files under content/media/).'),
  })
  .describe('One file to download.');

export const downloadCategorySchema = z
  .strictObject({
    year: z.number().int().min(1900).max(2100).describe('The year; the page shows the newest first.'),
    downloads: z.array(downloadSchema),
  })
  .describe("A year's downloads.");

/** A partner company: optional description, up to two website links, or a logo link. */
export const partnerCompanySchema = z
  .strictObject({
    name: text,
    description: html.optional().describe('HTML: a few lines about the partner.'),
    website: z.string().optional().describe('https://…; shown as a link only when it is a web address.'),
    websiteText: z.string().optional().describe("The first website link's text."),
    website2: z.string().optional().describe('A second website.'),
    websiteText2: z.string().optional().describe("The second website link's text."),
    logo: z.string().optional().describe("The logo's address, such as /globalassets/media/partners/forum.svg."),
  })
  .describe('A partner company.');

export const partnerCategorySchema = z
  .strictObject({
    title: text.describe("The category's heading."),
    companies: z.array(partnerCompanySchema),
  })
  .describe('A group of partners under one heading.');

export type GalleryImage = z.infer<typeof galleryImageSchema>;
export type GalleryPhoto = z.infer<typeof galleryPhotoSchema>;
export type AccordionSection = z.infer<typeof accordionSectionSchema>;
export type Download = z.infer<typeof downloadSchema>;
export type DownloadCategory = z.infer<typeof downloadCategorySchema>;
export type PartnerCompany = z.infer<typeof partnerCompanySchema>;
export type PartnerCategory = z.infer<typeof partnerCategorySchema>;
