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
 * (get-fallback-metrics-from-font-file.js), for several fallbacks and a bold face each.
 *
 * Run `npx tsx tools/fonts/print-fallback-faces.ts` to print the rules from the fonts on this machine;
 * fallback-metrics.test.ts checks the stylesheet against them.
 */

/** Letters weighted by frequency, and spaces for word length (next/font's sample). */
const AVERAGE_WIDTH_TEXT = 'aaabcdeeeefghiijklmnnoopqrrssttuvwxyz      ';

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
 * Arial's (and Helvetica's: the same advances) widths: next/font's figure for the regular
 * weight (2048 units per em); the bold one is Arial Bold's, which Liberation Sans Bold copies
 * advance for advance (both measured the same on LiberationSans-*.ttf; the test checks this).
 */
export const ARIAL_WIDTHS: Widths = { regular: 934.5116279069767 / 2048, bold: 1011.046511627907 / 2048 };

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
    // Roboto 2 (Android's): capsize's figures, the same as Debian's fonts-roboto measures.
    published: { regular: 938 / 2048, bold: 952.3255813953489 / 2048 },
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
  const hhea = font.tables.hhea as { ascender: number; descender: number; lineGap: number };
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
