import { z } from 'zod';
import { icuMessage, text } from './primitives-schema';

/** Namespace `certificate`: the links on a participant page and the PDF's own text, one per language. */
export const certificateMessagesSchema = z.strictObject({
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
});

/** Namespace `badge`: the badge's line and text alternative and the page's box, for each kind of result. */
export const badgeMessagesSchema = z.strictObject({
  line: z.strictObject({
    rank: icuMessage(['rank', 'year']),
    certified: icuMessage(['year']),
    rated: icuMessage(['year']),
  }),
  label: z.strictObject({
    rank: icuMessage(['name', 'rank', 'programme', 'year']),
    certified: icuMessage(['name', 'programme', 'year']),
    rated: icuMessage(['name', 'programme', 'year']),
  }),
  box: z.strictObject({
    title: text,
    text: text,
    preview: text,
    code: text,
    copy: text,
    copied: text,
  }),
});
