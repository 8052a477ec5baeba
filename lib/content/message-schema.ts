import { z } from 'zod';
import { assetSchema, byKey, html, icuMessage, labels, linkSchema, plainArguments, text } from './primitives-schema';
import {
  accordionSectionSchema,
  downloadCategorySchema,
  galleryPhotoSchema,
  partnerCategorySchema,
} from './editorial-schema';
import { editorialMessagesSchema } from './editorial-messages-schema';
import { rankingMessagesSchema } from './ranking-messages-schema';
import { participantMessagesSchema } from './participant-messages-schema';
import { seoMessagesSchema } from './seo-messages-schema';
import { compareMessagesSchema } from './compare-messages-schema';
import { searchMessagesSchema } from './search-messages-schema';
import { companiesMessagesSchema } from './companies-messages-schema';
import { keyDatesMessagesSchema } from './key-dates-messages-schema';
import { pressPhotosMessagesSchema } from './press-photos-messages-schema';
import { honourMessagesSchema } from './honour-messages-schema';
import { pressMessagesSchema } from './press-messages-schema';
import { moversMessagesSchema } from './movers-messages-schema';
import { pageKeys, sitePageKeys } from '../routes';

/** content/i18n/{locale}.json, the texts across editions; strict: an unknown key is a typo. */
export const pageIntroSchema = z
  .strictObject({
    navTitle: z.string().optional().describe('The small line above the title (eyebrow).'),
    subTitle: z.string().optional().describe('The line below the title.'),
    pageTitle: text.describe("The page's main heading (h1)."),
    leftIntro: html.optional().describe('HTML: the lead, left (or first) column of the intro.'),
    rightIntro: html.optional().describe('HTML: the right (or second) column of the intro.'),
    twoColIntro: z.boolean().optional().describe('true sets leftIntro and rightIntro as two columns.'),
    richText: html.optional().describe('HTML: the body text below the intro (<p>, <h2>, <ul>, <a href="…"> …).'),
    sideAsset: assetSchema.optional().describe('An image beside the body text (the about page).'),
    mainAsset: assetSchema.optional().describe('A large image below the intro (the criteria page).'),
    sideLinks: z.array(linkSchema).optional().describe('Links below the side image.'),
    links: z.array(linkSchema).optional().describe('Buttons below the intro.'),
    isWinner: z.boolean().optional().describe('Not used by the site; allowed for data from the original app.'),
  })
  .describe("A page's intro: title, lead columns, body text, images and links.");

export const teaserPartSchema = z.strictObject({
  title: text,
  teaser: html.describe('HTML: the teaser text.'),
  links: z.array(linkSchema).optional(),
  asset: assetSchema.optional(),
});

export const teaserSchema = z
  .strictObject({
    left: teaserPartSchema,
    middle: teaserPartSchema,
    right: teaserPartSchema,
  })
  .describe('Three teasers side by side at the foot of the page.');

export const footerAddressSchema = z
  .strictObject({
    type: z
      .enum(['organizer', 'organisationPartner', 'mediaPartner'])
      .describe('Which address this is: the organizer, the organisation partner or the media partner.'),
    label: text.describe('The heading above the address.'),
    logo: z.string().optional().describe("The logo's address, such as /globalassets/media/partners/logo.svg."),
    name: text,
    description: z.string().optional(),
    street: z.string().optional(),
    city: z.string().optional(),
    website: z.string().optional().describe('https://…; shown as a link only when it is a web address.'),
    websiteText: z.string().optional().describe("The website link's text; the address itself when left out."),
    additionalText: z.string().optional().describe('A line below the address.'),
  })
  .describe('One address in the footer.');

const seoSchema = z
  .strictObject({
    title: text.describe("The page's title in search results and the browser tab."),
    description: text.describe('The summary search engines show below the title: a sentence or two.'),
  })
  .describe('What search engines and shared links show.');

export const pageTextsSchema = z
  .strictObject({
    seo: seoSchema,
    intro: pageIntroSchema,
    teaser: teaserSchema.optional(),
  })
  .describe("A page's texts: search engine title and description, intro, and optional teasers.");

/** Pages with a body beyond intro and teaser; a missing list shows nothing (listOrEmpty). */
const accordionPageSchema = pageTextsSchema.extend({ accordion: z.array(accordionSectionSchema).optional() });

/**
 * The texts of the pages whose texts do not change from edition to edition (the others:
 * edition-texts-schema), one entry per such page of lib/routes; some pages have more than intro
 * and teaser.
 */
const pagesSchema = z.strictObject({
  ...byKey(sitePageKeys, pageTextsSchema),
  criteria: accordionPageSchema,
  jury: accordionPageSchema,
  partners: pageTextsSchema.extend({ partnerCategories: z.array(partnerCategorySchema).optional() }),
  downloads: pageTextsSchema.extend({ downloads: z.array(downloadCategorySchema).optional() }),
  gallery: pageTextsSchema.extend({ gallery: z.array(galleryPhotoSchema).optional() }),
});

export const messagesSchema = z.strictObject({
  site: z.strictObject({
    ...labels(['name', 'shortName', 'description', 'skipToContent', 'homeLinkLabel']).shape,
    /** The page's web address on a printout ({url}: its canonical URL); shown in print only. */
    printAddress: icuMessage(['url']),
    /** Shown on every page while content/site.json says the data is sample data. */
    sampleDataNotice: labels(['label', 'text']),
  }),
  nav: labels([...pageKeys, 'mainLabel', 'metaLabel', 'openMenu', 'closeMenu', 'menu']),
  /** The trail's name and an archived edition's page names ("Rangliste 2025"). */
  breadcrumb: labels(['label', 'ranking', 'winners', 'specialMention', 'press'], {
    ranking: ['year'],
    winners: ['year'],
    specialMention: ['year'],
    press: ['year'],
  }),
  language: labels(['switchLabel', 'switchTo', 'currentLanguage']),
  footer: z.strictObject({
    addressesLabel: text,
    addresses: z.array(footerAddressSchema).optional(),
    ...labels(['legalLabel', 'contact', 'privacy', 'copyright', 'version', 'scrollToTop']).shape,
  }),
  cookieBanner: labels(['label', 'title', 'text', 'accept', 'decline', 'privacyLink']),
  linkLabels: z
    .record(z.string(), text)
    .describe("The visible texts of content links, by key: a link's langKey names one of them."),
  /** The carousels' controls, the slide label "{index} of {total}", the winner slider. */
  slider: z.strictObject({
    ...labels(['title', 'previous', 'next', 'pause', 'play']).shape,
    slide: plainArguments('index', 'total'),
    viewResult: text,
  }),
  /** Award cards and the home page's overall winner; `place` is ICU ("2nd place"). */
  awardsPage: z.strictObject({
    place: text.refine((value) => value.includes('{place'), 'must contain the argument {place}'),
    ...labels(['specialMention', 'viewResult', 'toRanking', 'toWinners']).shape,
  }),
  ranking: rankingMessagesSchema,
  participant: participantMessagesSchema,
  /** The archive notice and page, and the participant pages' history (year as a string). */
  editions: z.strictObject({
    archivedNotice: labels(['label', 'text', 'toCurrent'], { text: ['year'], toCurrent: ['year'] }),
    archive: z.strictObject({
      editionTitle: icuMessage(['year']),
      current: text,
      reports: icuMessage(['count']),
      winnersLabel: icuMessage(['year']),
      toRanking: icuMessage(['year']),
      toWinners: icuMessage(['year']),
      toSpecialMention: icuMessage(['year']),
    }),
    history: labels(
      ['title', 'intro', 'caption', 'edition', 'first', 'gap', 'formerName', 'editionLink', 'chartLegend'],
      { intro: ['count'], caption: ['name'], formerName: ['name'], editionLink: ['name', 'year'] },
    ),
  }),
  /** The links on a participant page and the PDF's own text, one per language. */
  certificate: z.strictObject({
    links: z.strictObject({
      /** Above the download links: "Zertifikat 2026". */
      label: icuMessage(['year']),
      /** A download link: "Zertifikat, PDF, Deutsch". */
      download: icuMessage(['language']),
      /** Each certificate language's name, in the page's language. */
      languages: z.strictObject({ 'de-CH': text, 'en-GB': text }),
    }),
    document: z.strictObject({
      /** The PDF's title, shown by viewers instead of the file name. */
      title: icuMessage(['name', 'year']),
      heading: text,
      edition: icuMessage(['programme', 'year']),
      /** Before the company name. */
      intro: text,
      /** After the company name: what the company earned. */
      statement: icuMessage(['programme', 'year']),
      meaningTitle: text,
      /** What the certificate means: the criteria and the threshold of that edition. */
      meaning: icuMessage(['year']),
      /** The text alternative of the programme's mark. */
      markAlt: icuMessage(['programme']),
      /** At the foot: the programme, the edition and the site's address. */
      footer: icuMessage(['programme', 'year', 'site']),
      /** Across the top while the site shows sample data. */
      sampleData: text,
    }),
  }),
  /** The badge's line and text alternative and the page's box, for each kind of result. */
  badge: z.strictObject({
    line: labels(['rank', 'certified', 'rated'], { rank: ['rank', 'year'], certified: ['year'], rated: ['year'] }),
    label: z.strictObject({
      rank: icuMessage(['name', 'rank', 'programme', 'year']),
      certified: icuMessage(['name', 'programme', 'year']),
      rated: icuMessage(['name', 'programme', 'year']),
    }),
    box: labels(['title', 'text', 'preview', 'code', 'copy', 'copied']),
  }),
  compare: compareMessagesSchema,
  search: searchMessagesSchema,
  companies: companiesMessagesSchema,
  keyDates: keyDatesMessagesSchema,
  pressPhotos: pressPhotosMessagesSchema,
  honour: honourMessagesSchema,
  /** The press room's labels, fact sheet, Atom feed and the media contact. */
  press: pressMessagesSchema,
  movers: moversMessagesSchema,
  editorial: editorialMessagesSchema,
  seo: seoMessagesSchema,
  pages: pagesSchema.describe("Each page's texts: search engine title and description, intro, teasers, body."),
});

/** The shape of content/i18n/*.json, declared once: next-intl, the components and the e2e suite use it. */
export type Messages = z.infer<typeof messagesSchema>;
// The parts components take, read off that one declaration.
export type PageTexts = Messages['pages']['contact'];
export type PageIntro = PageTexts['intro'];
export type Teaser = NonNullable<PageTexts['teaser']>;
export type ContentLink = NonNullable<PageIntro['links']>[number];
export type Asset = NonNullable<PageIntro['sideAsset']>;
