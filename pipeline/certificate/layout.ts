/** Line layout (pure): greedy wrapping and the largest fitting size; nothing is ever cut. */
export type Measure = (text: string, size: number) => number;

/** Splits a word that is wider than the line into pieces that fit (at least one letter each). */
function breakWord(word: string, width: number, size: number, measure: Measure): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const ch of word) {
    if (piece && measure(piece + ch, size) > width) {
      pieces.push(piece);
      piece = ch;
    } else piece += ch;
  }
  if (piece) pieces.push(piece);
  return pieces;
}

export function wrapLines(text: string, width: number, size: number, measure: Measure): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ').filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (measure(next, size) <= width) {
      line = next;
      continue;
    }
    if (line) lines.push(line);
    if (measure(word, size) <= width) {
      line = word;
      continue;
    }
    const pieces = breakWord(word, width, size, measure);
    lines.push(...pieces.slice(0, -1));
    line = pieces.at(-1) ?? '';
  }
  if (line) lines.push(line);
  return lines;
}

export interface BlockFit {
  width: number;
  /** Lines wanted at most; exceeded only at the smallest size. */
  maxLines: number;
  max: number;
  min: number;
  step: number;
}

/** The largest size down to `min` at which the text fits `maxLines` with whole words; at `min` words may break. */
export function fitBlock(text: string, fit: BlockFit, measure: Measure): { size: number; lines: string[] } {
  const words = text.split(' ').filter(Boolean);
  for (let size = fit.max; size > fit.min; size -= fit.step) {
    if (words.some((word) => measure(word, size) > fit.width)) continue;
    const lines = wrapLines(text, fit.width, size, measure);
    if (lines.length <= fit.maxLines) return { size, lines };
  }
  return { size: fit.min, lines: wrapLines(text, fit.width, fit.min, measure) };
}
