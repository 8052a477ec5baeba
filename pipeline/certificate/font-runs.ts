/**
 * Splits a line into runs by font, for a chain of fonts each covering part of Unicode. A letter
 * takes the first font that has it; a neutral character or combining mark stays in the run it
 * follows when that font has it, so "בנק לאומי" stays one run and an accent stays with its letter.
 * `has[i]` tells whether font i has a code point; a character no font has gets run font -1.
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
