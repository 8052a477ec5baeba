import { z } from 'zod';
import { assetSchema, html, linkSchema, text } from './primitives-schema';

/**
 * Entities of the editorial pages (spec section 3, issue 4): gallery image, accordion section,
 * download category and partner category. They live in the translation files under
 * pages.{page}, so each language has its own texts; the same-keys check keeps both in step.
 */

/** Gallery image: `src` is required; the caption is HTML and sanitised wherever it is shown. */
export const galleryImageSchema = z.strictObject({
  src: text,
  altText: text,
  caption: html.optional(),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
});

/** Accordion section: toggles between closed and active; `isActive` opens it initially. */
export const accordionSectionSchema = z.strictObject({
  title: text,
  lead: html.optional(),
  bodyText: z.array(html).optional(),
  links: z.array(linkSchema).optional(),
  mainAsset: assetSchema.optional(),
  embeddedGallery: z.array(galleryImageSchema).optional(),
  isActive: z.boolean().optional(),
  accordionState: z.enum(['closed', 'active']).optional(),
});

/** One file of a download category; type and size (bytes) are shown when known. */
export const downloadSchema = z.strictObject({
  name: text,
  url: text,
  type: z.string().optional(),
  size: z.number().int().nonnegative().optional(),
});

export const downloadCategorySchema = z.strictObject({
  year: z.number().int().min(1900).max(2100),
  downloads: z.array(downloadSchema),
});

/** A partner company: optional description, up to two website links, or a logo link. */
export const partnerCompanySchema = z.strictObject({
  name: text,
  description: html.optional(),
  website: z.string().optional(),
  websiteText: z.string().optional(),
  website2: z.string().optional(),
  websiteText2: z.string().optional(),
  logo: z.string().optional(),
});

export const partnerCategorySchema = z.strictObject({
  title: text,
  companies: z.array(partnerCompanySchema),
});

export type GalleryImage = z.infer<typeof galleryImageSchema>;
export type AccordionSection = z.infer<typeof accordionSectionSchema>;
export type Download = z.infer<typeof downloadSchema>;
export type DownloadCategory = z.infer<typeof downloadCategorySchema>;
export type PartnerCompany = z.infer<typeof partnerCompanySchema>;
export type PartnerCategory = z.infer<typeof partnerCategorySchema>;
