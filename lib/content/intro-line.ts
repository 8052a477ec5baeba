/**
 * A data page's compact head carries one intro line: as many whole sentences of the intro's first
 * paragraph as fit `budget` visible characters, at least one. The split never falls inside an
 * inline element, so both parts stay whole elements (each is sanitised again by RichText).
 */

export interface IntroLine {
  /** The opening sentences as one paragraph, or '' when the intro does not open with a paragraph. */
  line: string;
  /** Everything after the line, as HTML; '' when nothing is left. */
  rest: string;
}

/** Budgets in visible characters: about two lines, or one line, beside the title at 1440 px. */
export const INTRO_LINE_BUDGETS = { oneLine: 100, twoLines: 160 } as const;

const FIRST_PARAGRAPH = /^\s*(<p(?:\s[^>]*)?>)([\s\S]*?)<\/p>/i;
const TOKENS = /<[^>]*>|[^<]+/g;
/** A sentence's end: its mark, a closing quote or bracket, then the space before the next one. */
const SENTENCE_END = /[.!?…]+["»«”’)]?(\s+)/g;
/** Elements that hold no text and have no closing tag. */
const VOID = /^<(br|wbr|img|hr)\b/i;
/** Words a full stop follows inside a sentence; a number before one is an ordinal ("am 1. Juni"). */
const ABBREVIATIONS = new Set('b bzw ca dr e etc g i inkl mr mrs ms nr prof resp st usw vgl z'.split(' '));

/** The characters a reader sees: tags dropped, entities counted as one, white space collapsed. */
export function visibleLength(html: string): number {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(?:[a-z]+|#x?[0-9a-f]+);/gi, '_')
    .replace(/\s+/g, ' ')
    .trim().length;
}

interface Split {
  /** Where the sentence ends (after its mark and any closing quote). */
  end: number;
  /** Where the next sentence starts (after the space). */
  next: number;
}

/** The places in a paragraph's inner HTML where one sentence ends and the next begins. */
function sentenceSplits(inner: string): Split[] {
  const splits: Split[] = [];
  let depth = 0;
  for (const token of inner.matchAll(TOKENS)) {
    const text = token[0];
    const at = token.index;
    if (text.startsWith('<')) {
      if (text.startsWith('</')) depth = Math.max(0, depth - 1);
      else if (!text.endsWith('/>') && !VOID.test(text)) depth += 1;
      continue;
    }
    if (depth > 0) continue;
    for (const match of text.matchAll(SENTENCE_END)) {
      const space = match[1] ?? '';
      const end = at + match.index + match[0].length - space.length;
      const next = end + space.length;
      const word = /([\p{L}\p{N}]+)[.!?…]*$/u.exec(text.slice(0, match.index + 1))?.[1] ?? '';
      const following = inner.slice(next, next + 2);
      const startsSentence = /^(?:[\p{Lu}\p{N}«"„“‘(]|<)/u.test(following);
      const abbreviated = ABBREVIATIONS.has(word.toLowerCase()) || /^\p{N}+$/u.test(word);
      if (next < inner.length && startsSentence && !abbreviated) splits.push({ end, next });
    }
  }
  return splits;
}

/** Splits an intro's HTML into the line and the rest; without an opening paragraph everything is the rest. */
export function introLine(html: string | undefined, budget: number = INTRO_LINE_BUDGETS.twoLines): IntroLine {
  const source = html ?? '';
  const first = FIRST_PARAGRAPH.exec(source);
  if (!first) return { line: '', rest: source.trim() };
  const [whole, open = '<p>', inner = ''] = first;
  const after = source.slice(whole.length + (first.index ?? 0)).trim();
  const splits = sentenceSplits(inner);
  const fitting = splits.filter((split) => visibleLength(inner.slice(0, split.end)) <= budget);
  const chosen = visibleLength(inner) <= budget ? undefined : (fitting.at(-1) ?? splits[0]);
  if (!chosen) return { line: `${open}${inner.trim()}</p>`, rest: after };
  const line = `${open}${inner.slice(0, chosen.end).trim()}</p>`;
  // The rest opens a paragraph of its own: the first one's attributes (an id) stay with the line.
  const rest = `<p>${inner.slice(chosen.next).trim()}</p>${after ? `\n${after}` : ''}`;
  return { line, rest };
}
