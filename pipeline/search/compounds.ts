import { COMPOUND_JOINT } from '../../lib/search/compound-joint';

/**
 * German compounds for the search index: "Geschäftsbericht" is one word, so a search for "Bericht"
 * would not find it. Before a German page is indexed, each long word whose end is a word of the
 * site's own German text gets a joint there (lib/search/compound-joint): "Geschäfts⁠-bericht",
 * "Kantonal⁠-bank". The index keeps the whole word and its parts; the search page takes the joints
 * out again. Only the text handed to the index changes, never the page.
 */

/** A part is a word of at least this many letters, and so is what stays before it. */
const MIN_PART = 4;
/** Words shorter than this are not split. */
const MIN_COMPOUND = 2 * MIN_PART;

// Function words long enough to be parts, but no part of a compound a reader would search for.
const NOT_PARTS = new Set(
  'aber alle allen auch beim dann dass denn dessen diese dieser dieses doch durch eine einem einen einer eines gegen haben immer ihre ihrem ihren ihrer jede jeder kann nach nicht noch ohne oder sein seine sich sind über unter wenn werden wird wurde zwei'.split(
    ' ',
  ),
);

/** Markup, script and style elements, or text: the text is what is split. */
const PIECES = /<script\b[\s\S]*?<\/script\s*>|<style\b[\s\S]*?<\/style\s*>|<[^>]*>|[^<]+/gi;
const WORDS = /\p{L}+/gu;

/** The text of an HTML page, without markup, scripts and styles. */
function textOf(html: string): string {
  return (html.match(PIECES) ?? []).filter((piece) => !piece.startsWith('<')).join(' ');
}

/** The words (lower-cased) that can be parts: every word of the pages' text of at least MIN_PART letters. */
export function partsOf(pages: Iterable<string>): Set<string> {
  const parts = new Set<string>();
  for (const html of pages) {
    for (const word of textOf(html).match(WORDS) ?? []) {
      const lower = word.toLowerCase();
      if (lower.length >= MIN_PART && !NOT_PARTS.has(lower)) parts.add(lower);
    }
  }
  return parts;
}

/**
 * The word with a joint before its longest final part, then the same again for what stays before
 * it: "Nachhaltigkeitsberichterstattung" → "Nachhaltigkeits⁠-berichterstattung" when
 * "berichterstattung" is a part. Unchanged when no end of it is a part.
 */
export function splitCompound(word: string, parts: ReadonlySet<string>): string {
  if (word.length < MIN_COMPOUND) return word;
  const lower = word.toLowerCase();
  for (let at = MIN_PART; at <= word.length - MIN_PART; at++) {
    if (parts.has(lower.slice(at))) return splitCompound(word.slice(0, at), parts) + COMPOUND_JOINT + word.slice(at);
  }
  return word;
}

/** The page with a joint in each compound of its text (markup, scripts and styles as they were). */
export function markCompounds(html: string, parts: ReadonlySet<string>): string {
  const split = new Map<string, string>();
  return html.replace(PIECES, (piece) =>
    piece.startsWith('<')
      ? piece
      : piece.replace(WORDS, (word) => {
          let marked = split.get(word);
          if (marked === undefined) split.set(word, (marked = splitCompound(word, parts)));
          return marked;
        }),
  );
}
