/** Text as SVG paths in Hanken Grotesk with kerning (opentype.js's shaper rejects this font's ccmp). */
import fs from 'node:fs';
import opentype from 'opentype.js';
import { hankenFile } from '../certificate/fonts';

type Font = ReturnType<typeof opentype.parse>;
export type Weight = 400 | 700 | 800;
const cache = new Map<number, Font>();

export function font(weight: Weight): Font {
  let loaded = cache.get(weight);
  if (!loaded) {
    const buffer = fs.readFileSync(hankenFile('latin', weight));
    loaded = opentype.parse(buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength));
    cache.set(weight, loaded);
  }
  return loaded;
}

type Glyph = ReturnType<Font['charToGlyph']>;

/** A line's glyphs, kerned, each with its x from `x`; `end` is the x after the last (and its tracking). */
function setLine(text: string, weight: Weight, size: number, x: number, tracking: number) {
  const f = font(weight);
  const glyphs: { glyph: Glyph; x: number }[] = [];
  let end = x;
  let previous: Glyph | null = null;
  for (const ch of text) {
    const glyph = f.charToGlyph(ch);
    if (previous) end += (f.getKerningValue(previous, glyph) * size) / f.unitsPerEm;
    glyphs.push({ glyph, x: end });
    end += (glyph.advanceWidth ?? 0) * (size / f.unitsPerEm) + tracking;
    previous = glyph;
  }
  return { glyphs, end };
}

export function textWidth(text: string, weight: Weight, size: number, tracking = 0): number {
  return setLine(text, weight, size, 0, tracking).end;
}

type Command = { type: string; x?: number; y?: number; x1?: number; y1?: number; x2?: number; y2?: number };

/** Path data with one decimal (opentype.js's own toPathData emits NaN for some coordinates). */
function pathData(commands: Command[]): string {
  const n = (v: number | undefined) => (v ?? 0).toFixed(1);
  return commands
    .map((c) => {
      if (c.type === 'M' || c.type === 'L') return `${c.type}${n(c.x)} ${n(c.y)}`;
      if (c.type === 'Q') return `Q${n(c.x1)} ${n(c.y1)} ${n(c.x)} ${n(c.y)}`;
      if (c.type === 'C') return `C${n(c.x1)} ${n(c.y1)} ${n(c.x2)} ${n(c.y2)} ${n(c.x)} ${n(c.y)}`;
      return 'Z';
    })
    .join('');
}

/** One line of text as an SVG path element. */
export function textPath(
  text: string,
  x: number,
  y: number,
  size: number,
  weight: Weight,
  fill: string,
  tracking = 0,
): string {
  const d = setLine(text, weight, size, x, tracking)
    .glyphs.map(({ glyph, x: at }) => pathData(glyph.getPath(at, y, size).commands))
    .join('');
  return `<path d="${d}" fill="${fill}"/>`;
}

/** Greedy word wrap to a width; long words stay whole. */
export function wrap(text: string, weight: Weight, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (line && textWidth(next, weight, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = next;
    }
  }
  if (line) lines.push(line);
  return lines;
}
