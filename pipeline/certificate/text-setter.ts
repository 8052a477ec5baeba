/**
 * Sets lines on a pdfkit page in a chain of fonts: each line split into runs by font, measured
 * with the fonts' advance widths and drawn without kerning to match, embedded as subsets with a
 * ToUnicode map. A line with right-to-left letters or characters no font has gets /ActualText,
 * so its extracted text is the logical string.
 */
import type { Line } from './certificate-layout';
import { chainFor, type ChainFont, type Weight } from './fonts';
import { fontRuns, type FontRun } from './font-runs';

const RTL = /[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;

/** Widths at size 1 by font and text, for every certificate of the process: shaping is the costly part. */
const runWidths = new Map<string, number>();

/** The name a font is registered under in each document. */
const fontName = (font: ChainFont) => `${font.file}#${font.family ?? ''}`;

function runWidth(font: ChainFont, text: string, size: number, tracking: number): number {
  const key = `${font.file}|${text}`;
  let width = runWidths.get(key);
  if (width === undefined) {
    const { glyphs } = font.font.layout(text);
    width = glyphs.reduce((sum, glyph) => sum + glyph.advanceWidth, 0) / font.font.unitsPerEm;
    runWidths.set(key, width);
  }
  return width * size + tracking * [...text].length;
}

export class TextSetter {
  private readonly chains = new Map<Weight, ChainFont[]>();
  /** Characters no font had, for the caller to report. */
  readonly missing = new Set<string>();

  /**
   * Prepares every text's chain by weight, so fontconfig's fonts are in before anything is measured,
   * and registers the fonts with the document (which embeds only those a line uses).
   */
  constructor(
    private readonly doc: PDFKit.PDFDocument,
    texts: Partial<Record<Weight, string[]>>,
  ) {
    for (const [weight, list] of Object.entries(texts) as [string, string[]][]) {
      const { chain, missing } = chainFor(list.join(' '), Number(weight) as Weight);
      this.chains.set(Number(weight) as Weight, chain);
      for (const ch of missing) this.missing.add(ch);
      for (const font of chain) doc.registerFont(fontName(font), Buffer.from(font.bytes), font.family);
    }
  }

  /** Runs with their chain font; a character no font has is drawn by the last (the fallback's box). */
  private runs(text: string, weight: Weight): { run: FontRun; font: ChainFont }[] {
    const chain = this.chains.get(weight);
    if (!chain) throw new Error(`No fonts prepared for weight ${weight}`);
    const fallback = chain.at(-1)!;
    const has = chain.map((f) => f.has);
    return fontRuns(text, has).map((run) => ({ run, font: run.font >= 0 ? chain[run.font]! : fallback }));
  }

  /** A line's width plus `tracking` per character; no kerning, so each word is measured once and remembered. */
  width(text: string, weight: Weight, size: number, tracking = 0): number {
    const words = text.split(' ');
    let units = (words.length - 1) * this.wordWidth(' ', weight);
    for (const word of words) if (word) units += this.wordWidth(word, weight);
    return units * size + tracking * [...text].length;
  }

  /** A word's width at size 1. */
  private wordWidth(word: string, weight: Weight): number {
    return this.runs(word, weight).reduce((sum, { run, font }) => sum + runWidth(font, run.text, 1, 0), 0);
  }

  /** Draws one line with its baseline `top` from the top of the page. */
  draw({ text, x, top, size, weight, tracking = 0 }: Line, colour: string): void {
    const runs = this.runs(text, weight);
    const needsActualText = RTL.test(text) || runs.some(({ run }) => run.font < 0);
    if (needsActualText) this.doc.markContent('Span', { actual: text });
    let cursor = x;
    for (const { run, font } of runs) {
      this.doc.font(fontName(font)).fontSize(size).fillColor(colour);
      this.doc.text(run.text, cursor, top, {
        lineBreak: false,
        baseline: 'alphabetic',
        characterSpacing: tracking,
        // fontkit turns a feature off with false; pdfkit's types only list features to turn on.
        features: { kern: false } as never,
      });
      cursor += runWidth(font, run.text, size, tracking);
    }
    if (needsActualText) this.doc.endMarkedContent();
  }
}
