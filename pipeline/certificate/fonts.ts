/**
 * The certificate's fonts, parsed once: Hanken Grotesk, then DejaVu Sans for the scripts it lacks
 * (all Cyrillic: Hanken's cyrillic-ext lacks the basic letters), then what fc-match finds. What
 * has no font is drawn as an empty box, and the caller is told.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import fontkit, { type Font } from '@pdf-lib/fontkit';
import { woffToSfnt } from './woff';

export type Weight = 400 | 700 | 800;

export interface ChainFont {
  /** Where it came from, for messages and for the PDF's font resource name. */
  file: string;
  bytes: Uint8Array;
  /** In a collection (.ttc), the PostScript name of the font fc-match named by index. */
  family?: string;
  font: Font;
  has: (codePoint: number) => boolean;
}

const HANKEN_SUBSETS = ['latin', 'latin-ext', 'vietnamese'] as const;

/** Debian's fonts-dejavu-core; FALLBACK_FONT_DIR overrides the folder. */
const fallbackDir = () => process.env.FALLBACK_FONT_DIR || '/usr/share/fonts/truetype/dejavu';
const FALLBACK_FILES: Record<Weight, string> = {
  400: 'DejaVuSans.ttf',
  700: 'DejaVuSans-Bold.ttf',
  800: 'DejaVuSans-Bold.ttf',
};

const parsed = new Map<string, ChainFont>();

function load(file: string, index = 0): ChainFont {
  const key = `${file}#${index}`;
  const cached = parsed.get(key);
  if (cached) return cached;
  const buffer = fs.readFileSync(file);
  const raw = new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
  const bytes = file.endsWith('.woff') ? woffToSfnt(raw) : raw;
  const created = fontkit.create(bytes) as Font & { fonts?: Font[] };
  // A collection (.ttc) holds several fonts; fc-match names the one it means by index.
  const font = created.fonts ? created.fonts[index]! : created;
  const family = created.fonts ? (font.postscriptName ?? undefined) : undefined;
  const entry: ChainFont = { file, bytes, family, font, has: (cp) => font.hasGlyphForCodePoint(cp) };
  parsed.set(key, entry);
  return entry;
}

export function hankenFile(subset: string, weight: Weight): string {
  return path.join(
    process.cwd(),
    `node_modules/@fontsource/hanken-grotesk/files/hanken-grotesk-${subset}-${weight}-normal.woff`,
  );
}

/** The fixed chain for a weight: Hanken Grotesk's subsets, then DejaVu Sans. */
function baseChain(weight: Weight): ChainFont[] {
  const fallback = path.join(fallbackDir(), FALLBACK_FILES[weight]);
  if (!fs.existsSync(fallback)) {
    throw new Error(
      `The certificate's fallback font ${fallback} is missing: install Debian's fonts-dejavu-core ` +
        '(or set FALLBACK_FONT_DIR to a folder holding DejaVuSans.ttf and DejaVuSans-Bold.ttf).',
    );
  }
  return [...HANKEN_SUBSETS.map((subset) => load(hankenFile(subset, weight))), load(fallback)];
}

const systemFonts = new Map<number, ChainFont | null>();

/** An installed font that has the code point, found through fontconfig; null when none does. */
function systemFontFor(codePoint: number, weight: Weight): ChainFont | null {
  const key = codePoint * 1000 + weight;
  if (systemFonts.has(key)) return systemFonts.get(key)!;
  let found: ChainFont | null = null;
  try {
    const pattern = `:charset=${codePoint.toString(16)}:weight=${weight >= 700 ? 200 : 80}`;
    const answer = execFileSync('fc-match', ['--format=%{file}|%{index}', pattern], { encoding: 'utf8' });
    const [file = '', index = '0'] = answer.split('|');
    if (/\.(ttf|otf|ttc)$/i.test(file)) {
      const candidate = load(file, Number(index) || 0);
      if (candidate.has(codePoint)) found = candidate;
    }
  } catch {
    // No fontconfig, or a font fontkit cannot read: the character keeps no font.
  }
  systemFonts.set(key, found);
  return found;
}

/** The base chain plus fontconfig's fonts for the characters it lacks; returns those still without a font. */
export function chainFor(text: string, weight: Weight): { chain: ChainFont[]; missing: string[] } {
  const chain = baseChain(weight);
  const missing: string[] = [];
  for (const ch of new Set(text)) {
    const cp = ch.codePointAt(0)!;
    if (/\s/.test(ch) || chain.some((f) => f.has(cp))) continue;
    const extra = systemFontFor(cp, weight);
    if (extra && !chain.includes(extra)) chain.push(extra);
    else missing.push(ch);
  }
  return { chain, missing };
}
