/**
 * What the index step writes between the parts of a German compound in the text it indexes (never
 * in the pages): a word joiner and a hyphen. The index splits words at the hyphen, so "bericht"
 * finds "Geschäftsbericht", and keeps the whole word too; the joiner marks the hyphen as not the
 * page's own, so that the search page takes it out of titles and excerpts again.
 */
export const COMPOUND_JOINT = '\u2060-';

/** Text as the page has it: the joints taken out. */
export const withoutJoints = (text: string): string => text.replaceAll(COMPOUND_JOINT, '');
