import { z } from 'zod';
import { icuMessage, labels, text } from './primitives-schema';

/**
 * Namespace `press`: the press room's labels (read with t(), ICU), the fact sheet's and the Atom
 * feed's texts, and the media contact, the same office every year. The release itself is the
 * edition's (press-release-schema).
 */
export const pressContactSchema = z
  .strictObject({
    name: text.describe('The name of the person or office journalists reach.'),
    role: text.describe('Their role: «Medienstelle», «Head of communications».'),
    email: z.email('must be an e-mail address').describe('The address journalists write to.'),
    phone: z
      .string()
      .regex(/^\+\d[\d ]{6,20}\d$/, 'must be a phone number in international form, such as +41 44 215 08 60')
      .describe('The number journalists call, international form: +41 44 215 08 60.'),
  })
  .describe("The media contact, shown in every edition's press room.");

export const pressMessagesSchema = z.strictObject({
  contact: pressContactSchema,
  ...labels(['onThisPage', 'releaseLabel', 'contactTitle', 'email', 'phone', 'feedLink', 'quoteLabel']).shape,
  /** "Veröffentlicht am {date}". */
  published: icuMessage(['date']),
  /** "Sperrfrist aufgehoben seit {date}". */
  embargoLifted: icuMessage(['date']),
  /** The PDF link: "Medienmitteilung als PDF ({meta})". */
  pdf: icuMessage(['meta']),
  /** Where the key dates and the press photos will stand: their headings, for the page's list. */
  keyDatesTitle: text,
  photosTitle: text,
  factSheet: z.strictObject({
    ...labels([
      'title',
      'intro',
      'reportsLabel',
      'certifiedLabel',
      'winnersTitle',
      'moversTitle',
      'moversFirst',
      'bestSectorLabel',
      'mediansTitle',
      'medianLabel',
      'changeLabel',
      'noChange',
    ]).shape,
    /** The certified reports and the threshold: "{certified} (Schwelle: {threshold} Punkte)". */
    certified: icuMessage(['certified', 'threshold']),
    /** A mover: "{name}: von Rang {previous} auf {current} (+{by})". */
    mover: icuMessage(['name', 'previous', 'current', 'by']),
    /** Below the movers: newcomers are not counted ("{count, plural, …}"). */
    newcomers: icuMessage(['count']),
    /** The best sector: "{sector}, Median {points} Punkte". */
    bestSector: icuMessage(['sector', 'points']),
    /** A movement against the edition before: "{change} gegenüber {year}". */
    change: icuMessage(['change', 'year']),
    /** The three kinds of rank and score: overall, value reporting, design; total for the medians. */
    kinds: labels(['overall', 'valueReporting', 'design', 'total']),
  }),
  feed: z.strictObject({
    /** The feed's title and the title of its <link> in every page's head. */
    title: text,
    subtitle: text,
    /** An edition's entry: "Geschäftsberichte-Rating {year}: die Resultate". */
    editionTitle: icuMessage(['year']),
    editionSummary: icuMessage(['year', 'reports']),
  }),
});
