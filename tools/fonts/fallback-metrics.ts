import fs from 'node:fs';
import path from 'node:path';
import { parse, type Font } from 'opentype.js';

/**
 * Hanken Grotesk's font stack and its metric-matched fallback faces (components/shell/font-stack.css).
 *
 * While the web font loads (font-display: swap), text is set in a local font. Each local font
 * gets a face of its own, scaled (size-adjust) so that its average advance equals Hanken's, and
 * with Hanken's ascent, descent and line gap (the overrides are divided by the scale, which the
 * browser applies to them as well): lines then break and stack as they will in Hanken Grotesk,
 * and the swap moves nothing. The font stack lists the faces in order; a local() that the
 * device lacks fails, and the next face is tried. The method is next/font's
 * (get-fallback-metrics-from-font-file.js), with the site's own letter frequencies, for several
 * fallbacks and a bold face each.
 *
 * Run `npx tsx tools/fonts/print-fallback-faces.ts` to print the rules from the fonts on this machine;
 * fallback-metrics.test.ts checks the stylesheet against them.
 */

/**
 * Characters weighted by how often the site's copy uses them (content/i18n, German and English
 * together, per 500 characters; spaces stand for word length): the average advance over this
 * sample is what each fallback is scaled to. next/font's sample ('aaabcdeeeefghiijklmnnoopqrrss
 * ttuvwxyz' and six spaces) left Liberation Sans 1 % too wide on the real texts, and long
 * paragraphs lost a line when Hanken arrived.
 */
const LETTER_COUNTS: Record<string, number> = {
  ' ': 69,
  e: 59,
  n: 35,
  t: 33,
  r: 31,
  i: 30,
  a: 27,
  s: 25,
  o: 18,
  h: 16,
  d: 15,
  l: 15,
  u: 13,
  g: 12,
  c: 11,
  m: 8,
  p: 6,
  b: 6,
  w: 6,
  f: 6,
  '.': 4,
  ',': 4,
  y: 4,
  k: 4,
  v: 3,
  z: 2,
  '/': 2,
  S: 2,
  R: 2,
  A: 2,
  B: 2,
  D: 2,
  ä: 1,
  ':': 1,
  P: 1,
  G: 1,
  '-': 1,
  '2': 1,
  ü: 1,
  j: 1,
  '0': 1,
  T: 1,
  F: 1,
  V: 1,
  M: 1,
  K: 1,
  W: 1,
  I: 1,
  J: 1,
  C: 1,
  U: 1,
  E: 1,
  Z: 1,
};
const AVERAGE_WIDTH_TEXT = Object.entries(LETTER_COUNTS)
  .map(([char, count]) => char.repeat(count))
  .join('');

export type Weight = 'regular' | 'bold';
export const WEIGHTS: readonly Weight[] = ['regular', 'bold'];

/** The weights each face serves: regular up to 549 (400, 500), bold from 550 (600, 700, 800). */
export const WEIGHT_RANGE: Record<Weight, string> = { regular: '100 549', bold: '550 900' };

/** Hanken Grotesk's static cuts (the same outlines as the variable font's 400 and 700 instances). */
const HANKEN_DIR = 'node_modules/@fontsource/hanken-grotesk/files';
export const HANKEN: Record<Weight, string> = {
  regular: `${HANKEN_DIR}/hanken-grotesk-latin-400-normal.woff`,
  bold: `${HANKEN_DIR}/hanken-grotesk-latin-700-normal.woff`,
};

/** The average advance (AVERAGE_WIDTH_TEXT) of a font in ems, for each weight. */
type Widths = Record<Weight, number>;

export interface FallbackFont {
  /** The family name of the adjusted face in the stylesheet. */
  family: string;
  /** local() names (full name, then PostScript name) of each weight. */
  local: Record<Weight, readonly string[]>;
  /** Where Debian (fonts-…) puts the font; measured when present. */
  files?: Record<Weight, readonly string[]>;
  /** Published widths, for fonts not installed on Linux. */
  published?: Widths;
}

/**
 * Arial's and Arial Bold's average advance over the sample (units of 2048 per em), measured on
 * Liberation Sans, which copies Arial's advances glyph for glyph (for the sample of next/font,
 * both give next's published 934.51); Helvetica's Latin advances are Arial's too.
 */
export const ARIAL_WIDTHS: Widths = { regular: 922.4323232323233 / 2048, bold: 992.4969696969697 / 2048 };

const LIBERATION = ['/usr/share/fonts/truetype/liberation', '/usr/share/fonts/truetype/liberation2'];
const ROBOTO = ['/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF', '/usr/share/fonts/truetype/roboto/hinted'];
const under = (dirs: readonly string[], file: string) => dirs.map((dir) => `${dir}/${file}`);

/** In the order of the font stack: Windows and macOS, then Linux (Arial-compatible first), Android. */
export const FALLBACK_FONTS: readonly FallbackFont[] = [
  {
    family: 'Hanken Fallback Arial',
    local: { regular: ['Arial', 'ArialMT'], bold: ['Arial Bold', 'Arial-BoldMT'] },
    published: ARIAL_WIDTHS,
  },
  {
    family: 'Hanken Fallback Helvetica',
    local: { regular: ['Helvetica'], bold: ['Helvetica Bold', 'Helvetica-Bold'] },
    published: ARIAL_WIDTHS,
  },
  {
    family: 'Hanken Fallback Liberation Sans',
    local: { regular: ['Liberation Sans', 'LiberationSans'], bold: ['Liberation Sans Bold', 'LiberationSans-Bold'] },
    files: {
      regular: under(LIBERATION, 'LiberationSans-Regular.ttf'),
      bold: under(LIBERATION, 'LiberationSans-Bold.ttf'),
    },
  },
  {
    family: 'Hanken Fallback Arimo',
    local: { regular: ['Arimo', 'Arimo Regular', 'Arimo-Regular'], bold: ['Arimo Bold', 'Arimo-Bold'] },
    files: {
      regular: ['/usr/share/fonts/truetype/croscore/Arimo-Regular.ttf'],
      bold: ['/usr/share/fonts/truetype/croscore/Arimo-Bold.ttf'],
    },
    // Arimo is metric-compatible with Arial.
    published: ARIAL_WIDTHS,
  },
  {
    family: 'Hanken Fallback DejaVu Sans',
    local: { regular: ['DejaVu Sans', 'DejaVuSans'], bold: ['DejaVu Sans Bold', 'DejaVuSans-Bold'] },
    files: {
      regular: ['/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf'],
      bold: ['/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf'],
    },
  },
  {
    family: 'Hanken Fallback Roboto',
    local: { regular: ['Roboto', 'Roboto-Regular'], bold: ['Roboto Bold', 'Roboto-Bold'] },
    files: { regular: under(ROBOTO, 'Roboto-Regular.ttf'), bold: under(ROBOTO, 'Roboto-Bold.ttf') },
    // Android's Roboto 2, measured on Debian's fonts-roboto (the same advances as capsize lists).
    published: { regular: 919.2424242424242 / 2048, bold: 935.8 / 2048 },
  },
];

export interface VerticalMetrics {
  unitsPerEm: number;
  ascent: number;
  descent: number;
  lineGap: number;
}

export function loadFont(file: string): Font {
  const bytes = fs.readFileSync(file);
  return parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
}

/** The average advance of AVERAGE_WIDTH_TEXT in ems. */
export function averageWidth(font: Font): number {
  const widths = [...AVERAGE_WIDTH_TEXT].map((char) => font.charToGlyph(char).advanceWidth ?? 0);
  return widths.reduce((sum, width) => sum + width, 0) / widths.length / font.unitsPerEm;
}

export function verticalMetrics(font: Font): VerticalMetrics {
  const hhea = font.tables.hhea as unknown as { ascender: number; descender: number; lineGap: number };
  return { unitsPerEm: font.unitsPerEm, ascent: hhea.ascender, descent: hhea.descender, lineGap: hhea.lineGap };
}

export interface Overrides {
  sizeAdjust: string;
  ascentOverride: string;
  descentOverride: string;
  lineGapOverride: string;
}

// Rounded to 0.01 % and written as Prettier writes numbers (no trailing zeros).
const percent = (value: number) => `${Number(Math.abs(value * 100).toFixed(2))}%`;

/** The descriptors that make a fallback of `fallbackWidth` set like the primary font. */
export function overrides(primary: VerticalMetrics, primaryWidth: number, fallbackWidth: number): Overrides {
  const scale = primaryWidth / fallbackWidth;
  const em = primary.unitsPerEm * scale;
  return {
    sizeAdjust: percent(scale),
    ascentOverride: percent(primary.ascent / em),
    descentOverride: percent(primary.descent / em),
    lineGapOverride: percent(primary.lineGap / em),
  };
}

/** The first of `candidates` that exists on this machine. */
export function installed(candidates: readonly string[] | undefined): string | undefined {
  return candidates?.find((file) => fs.existsSync(file));
}

/** A fallback's widths: measured from its files when installed, else its published figures. */
export function fallbackWidths(font: FallbackFont): Widths | undefined {
  const files = WEIGHTS.map((weight) => installed(font.files?.[weight]));
  if (files.every(Boolean))
    return { regular: averageWidth(loadFont(files[0] as string)), bold: averageWidth(loadFont(files[1] as string)) };
  return font.published;
}

/** The stack: Hanken Grotesk, then each fallback family in order. */
export const FONT_STACK = ['Hanken Grotesk', ...FALLBACK_FONTS.map((font) => font.family)];

/** The rule that defines the stack as --font-sans (app/globals.css appends generic families). */
export function fontStackRule(): string {
  return `:root {\n  --font-sans: ${FONT_STACK.map((family) => `'${family}'`).join(', ')};\n}\n`;
}

/** The @font-face rules of the stylesheet, for the fallbacks measurable here (all, on Debian). */
export function fallbackFaceRules(root = process.cwd()): string {
  const hanken = Object.fromEntries(WEIGHTS.map((w) => [w, loadFont(path.join(root, HANKEN[w]))])) as Record<
    Weight,
    Font
  >;
  const rules: string[] = [];
  for (const font of FALLBACK_FONTS) {
    const widths = fallbackWidths(font);
    if (!widths) continue;
    for (const weight of WEIGHTS) {
      const o = overrides(verticalMetrics(hanken[weight]), averageWidth(hanken[weight]), widths[weight]);
      rules.push(
        [
          '@font-face {',
          `  font-family: '${font.family}';`,
          `  src: ${font.local[weight].map((name) => `local('${name}')`).join(', ')};`,
          `  font-weight: ${WEIGHT_RANGE[weight]};`,
          `  size-adjust: ${o.sizeAdjust};`,
          `  ascent-override: ${o.ascentOverride};`,
          `  descent-override: ${o.descentOverride};`,
          `  line-gap-override: ${o.lineGapOverride};`,
          '}',
        ].join('\n'),
      );
    }
  }
  return `${rules.join('\n\n')}\n`;
}
