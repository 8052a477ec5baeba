import { z } from 'zod';
import { text } from './primitives-schema';

/** Namespace `seo`: the programme for JSON-LD (address from footer.addresses), and the share images' texts. */
export const seoMessagesSchema = z.strictObject({
  organization: z.strictObject({
    /** The programme's name as an organisation, also the first line of the share images. */
    name: text,
    /** ISO 3166-1 country code of the postal address. */
    addressCountry: z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter country code such as CH'),
    contactPoint: z
      .strictObject({
        contactType: text,
        email: z.email('must be an e-mail address').optional(),
        telephone: text.optional(),
      })
      .optional(),
    /** Profiles elsewhere (absolute https URLs), published as sameAs. */
    sameAs: z.array(z.url({ protocol: /^https$/, error: 'must be an https URL' })).optional(),
  }),
  shareImage: z.strictObject({
    /** The default share image's headline and line beneath it. */
    headline: text,
    subline: text,
    /** Alt text of the default share image. */
    alt: text,
    /** Alt text of a participant's share image: {name}, {year}, {overall}, {vr}, {ds}. */
    participantAlt: text,
  }),
});
