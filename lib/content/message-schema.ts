import { z } from 'zod';
import { assetSchema, html, linkSchema, text } from './primitives-schema';
import {
  accordionSectionSchema,
  downloadCategorySchema,
  galleryImageSchema,
  partnerCategorySchema,
} from './editorial-schema';
import { editorialMessagesSchema } from './editorial-messages-schema';
import { rankingMessagesSchema } from './ranking-messages-schema';
import { awardsPageMessagesSchema } from './awards-page-messages-schema';
import { sliderMessagesSchema } from './slider-messages-schema';
import { participantMessagesSchema } from './participant-messages-schema';
import { seoMessagesSchema } from './seo-messages-schema';
import { editionsMessagesSchema } from './editions-messages-schema';
import { badgeMessagesSchema, certificateMessagesSchema } from './certificate-messages-schema';
import { compareMessagesSchema } from './compare-messages-schema';
import { breadcrumbMessagesSchema } from './breadcrumb-messages-schema';

/**
 * Schemas for the translation files content/i18n/{locale}.json (spec section 3 entities): the
 * texts that stay from edition to edition. An edition's own texts: edition-texts-schema.ts.
 * Strict objects: an unknown key is a typo and fails the build.
 */
export const pageIntroSchema = z.strictObject({
  navTitle: z.string().optional(),
  subTitle: z.string().optional(),
  pageTitle: text,
  leftIntro: html.optional(),
  rightIntro: html.optional(),
  twoColIntro: z.boolean().optional(),
  richText: html.optional(),
  sideAsset: assetSchema.optional(),
  mainAsset: assetSchema.optional(),
  sideLinks: z.array(linkSchema).optional(),
  links: z.array(linkSchema).optional(),
  isWinner: z.boolean().optional(),
});

export const teaserPartSchema = z.strictObject({
  title: text,
  teaser: html,
  links: z.array(linkSchema).optional(),
  asset: assetSchema.optional(),
});

export const teaserSchema = z.strictObject({
  left: teaserPartSchema,
  middle: teaserPartSchema,
  right: teaserPartSchema,
});

export const footerAddressSchema = z.strictObject({
  type: z.enum(['organizer', 'organisationPartner', 'mediaPartner']),
  label: text,
  logo: z.string().optional(),
  name: text,
  description: z.string().optional(),
  street: z.string().optional(),
  city: z.string().optional(),
  website: z.string().optional(),
  websiteText: z.string().optional(),
  additionalText: z.string().optional(),
});

const seoSchema = z.strictObject({ title: text, description: text });

export const pageTextsSchema = z.strictObject({
  seo: seoSchema,
  intro: pageIntroSchema,
  teaser: teaserSchema.optional(),
});

/** Pages with a body beyond intro and teaser (issue 4); the lists are optional (spec section 8). */
const accordionPageSchema = pageTextsSchema.extend({ accordion: z.array(accordionSectionSchema).optional() });

/** The pages whose texts do not change from edition to edition (the others: edition-texts-schema). */
const pagesSchema = z.strictObject({
  criteria: accordionPageSchema,
  jury: accordionPageSchema,
  about: pageTextsSchema,
  partners: pageTextsSchema.extend({ partnerCategories: z.array(partnerCategorySchema).optional() }),
  downloads: pageTextsSchema.extend({ downloads: z.array(downloadCategorySchema).optional() }),
  gallery: pageTextsSchema.extend({ gallery: z.array(galleryImageSchema).optional() }),
  contact: pageTextsSchema,
  privacy: pageTextsSchema,
  archive: pageTextsSchema,
  compare: pageTextsSchema,
  notFound: pageTextsSchema,
});

export const messagesSchema = z.strictObject({
  site: z.strictObject({
    name: text,
    shortName: text,
    description: text,
    skipToContent: text,
    homeLinkLabel: text,
    /** Shown on every page while content/site.json says the data is sample data. */
    sampleDataNotice: z.strictObject({ label: text, text }),
  }),
  nav: z.strictObject({
    home: text,
    winners: text,
    ranking: text,
    criteria: text,
    jury: text,
    specialMention: text,
    about: text,
    partners: text,
    downloads: text,
    gallery: text,
    archive: text,
    compare: text,
    contact: text,
    privacy: text,
    participant: text,
    notFound: text,
    mainLabel: text,
    metaLabel: text,
    openMenu: text,
    closeMenu: text,
    menu: text,
  }),
  breadcrumb: breadcrumbMessagesSchema,
  language: z.strictObject({
    switchLabel: text,
    switchTo: text,
    currentLanguage: text,
  }),
  footer: z.strictObject({
    addressesLabel: text,
    addresses: z.array(footerAddressSchema).optional(),
    legalLabel: text,
    contact: text,
    privacy: text,
    copyright: text,
    version: text,
    scrollToTop: text,
  }),
  cookieBanner: z.strictObject({
    label: text,
    title: text,
    text: text,
    accept: text,
    decline: text,
    privacyLink: text,
  }),
  linkLabels: z.record(z.string(), text),
  slider: sliderMessagesSchema,
  awardsPage: awardsPageMessagesSchema,
  ranking: rankingMessagesSchema,
  participant: participantMessagesSchema,
  editions: editionsMessagesSchema,
  certificate: certificateMessagesSchema,
  badge: badgeMessagesSchema,
  compare: compareMessagesSchema,
  editorial: editorialMessagesSchema,
  seo: seoMessagesSchema,
  pages: pagesSchema,
});

/** The shape of content/i18n/*.json, declared once: next-intl, the components and the e2e suite use it. */
export type Messages = z.infer<typeof messagesSchema>;
// The parts components take, read off that one declaration.
export type PageTexts = Messages['pages']['contact'];
export type PageIntro = PageTexts['intro'];
export type Teaser = NonNullable<PageTexts['teaser']>;
export type ContentLink = NonNullable<PageIntro['links']>[number];
export type Asset = NonNullable<PageIntro['sideAsset']>;
