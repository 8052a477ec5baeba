/**
 * Splits a line into runs by the font that draws them, for a chain of fonts where each covers
 * only part of Unicode (the site's font comes in subset files; a fallback font adds the scripts
 * it lacks). A letter takes the first font in the chain that has it, so Latin always comes from
 * the site's font. A neutral character (space, digit, punctuation, symbol) and a combining mark
 * stay in the font of the run they follow when it has them: "בנק לאומי" stays one run, which the
 * font's shaper then lays out right to left as a whole, and an accent stays with its letter.
 *
 * `has[i]` tells whether font i has a glyph for a code point. A character no font has gets the
 * run font -1; the caller decides how to draw it.
 */
export interface FontRun {
  /** Index into the chain, or -1 when no font of the chain has the characters. */
  font: number;
  text: string;
}

const NEUTRAL = /[\p{Z}\p{N}\p{P}\p{S}\p{M}]/u;

export function fontRuns(text: string, has: readonly ((codePoint: number) => boolean)[]): FontRun[] {
  const runs: FontRun[] = [];
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    const current = runs.at(-1);
    const stays = current !== undefined && current.font >= 0 && NEUTRAL.test(ch) && has[current.font]!(cp);
    const font = stays ? current.font : has.findIndex((covers) => covers(cp));
    if (current && current.font === font) current.text += ch;
    else runs.push({ font, text: ch });
  }
  return runs;
}
