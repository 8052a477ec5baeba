import { z } from 'zod';
import { labels, plainArguments, text } from './primitives-schema';

/** Namespace `editorial`: the labels of the editorial pages' parts, an object per part. */

export const editorialMessagesSchema = z.strictObject({
  lightbox: z.strictObject({
    ...labels(['dialogLabel', 'close', 'previous', 'next', 'loading']).shape,
    /** "Bild {current} von {total}". */
    imageOf: plainArguments('current', 'total'),
    /** The zoom and rotate buttons (options zoom and rotate, off by default). */
    ...labels(['zoomIn', 'zoomOut', 'rotate']).shape,
  }),
  gallery: z.strictObject({
    label: text,
    open: plainArguments('alt'),
  }),
  downloads: z.strictObject({
    label: text,
    /** Heading before each year's numeral: "Ausgabe 2026". */
    edition: text,
    /** ICU plural: "{count, plural, one {# Dokument} other {# Dokumente}}". */
    count: text.refine((value) => value.includes('{count'), 'must use {count}'),
    /** Part of each file link's accessible name. */
    newTab: text,
  }),
  partners: z.strictObject({
    /** Accessible name of a logo that links to the company's website. */
    logoLink: plainArguments('name'),
    /** Description of every partner link (they open in a new tab). */
    newTab: text,
  }),
  /** The home page's intro overlay is decorative (aria-hidden); `skip` is its visible hint. */
  introAnimation: z.strictObject({ skip: text }),
});
