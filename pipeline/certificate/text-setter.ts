/**
 * Sets lines on a pdf-lib page in a chain of fonts: each line split into runs by font, measured
 * with the fonts' advance widths (pdf-lib's Identity-H text ignores kerning), embedded as subsets
 * with a ToUnicode map. A line with right-to-left letters or characters no font has gets
 * /ActualText, so its extracted text is the logical string.
 */
import { PDFOperator, PDFOperatorNames as Ops, PDFNumber, rgb, type PDFDocument, type PDFFont } from 'pdf-lib';
import { chainFor, type ChainFont, type Weight } from './fonts';
import { fontRuns, type FontRun } from './font-runs';
import type { TaggedPage } from './tagged-pdf';

export interface Colour {
  r: number;
  g: number;
  b: number;
}

export const hex = (value: string): Colour => ({
  r: parseInt(value.slice(1, 3), 16) / 255,
  g: parseInt(value.slice(3, 5), 16) / 255,
  b: parseInt(value.slice(5, 7), 16) / 255,
});

const RTL = /[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;

/** Widths at size 1 by font and text, for every certificate of the process: shaping is the costly part. */
const runWidths = new Map<string, number>();

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
  private readonly embedded = new Map<ChainFont, PDFFont>();
  /** Characters no font had, for the caller to report. */
  readonly missing = new Set<string>();

  /** Prepares every text's chain by weight, so fontconfig's fonts are in before anything is measured. */
  constructor(texts: Partial<Record<Weight, string[]>>) {
    for (const [weight, list] of Object.entries(texts) as [string, string[]][]) {
      const { chain, missing } = chainFor(list.join(' '), Number(weight) as Weight);
      this.chains.set(Number(weight) as Weight, chain);
      for (const ch of missing) this.missing.add(ch);
    }
  }

  private chain(weight: Weight): ChainFont[] {
    const chain = this.chains.get(weight);
    if (!chain) throw new Error(`No fonts prepared for weight ${weight}`);
    return chain;
  }

  /** Runs with their chain font; a character no font has is drawn by the last (the fallback's box). */
  private runs(text: string, weight: Weight): { run: FontRun; font: ChainFont }[] {
    const chain = this.chain(weight);
    const fallback = chain[chain.length - 1]!;
    return fontRuns(
      text,
      chain.map((f) => f.has),
    ).map((run) => ({ run, font: run.font >= 0 ? chain[run.font]! : fallback }));
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

  /** Embeds every font the given lines need (subsets, with ToUnicode maps). Call before drawing. */
  async embed(doc: PDFDocument, lines: { text: string; weight: Weight }[]): Promise<void> {
    for (const { text, weight } of lines) {
      for (const { font } of this.runs(text, weight)) {
        if (!this.embedded.has(font)) this.embedded.set(font, await doc.embedFont(font.bytes, { subset: true }));
      }
    }
  }

  /** Draws one line with its baseline at (x, y). */
  draw(
    tagged: TaggedPage,
    text: string,
    {
      x,
      y,
      size,
      weight,
      colour,
      tracking = 0,
    }: {
      x: number;
      y: number;
      size: number;
      weight: Weight;
      colour: Colour;
      tracking?: number;
    },
  ): void {
    const runs = this.runs(text, weight);
    const needsActualText = RTL.test(text) || runs.some(({ run }) => run.font < 0);
    const drawRuns = () => {
      const { page } = tagged;
      if (tracking) page.pushOperators(PDFOperator.of(Ops.SetCharacterSpacing, [PDFNumber.of(tracking)]));
      let cursor = x;
      for (const { run, font } of runs) {
        const pdfFont = this.embedded.get(font);
        if (!pdfFont) throw new Error(`Font ${font.file} was not embedded before drawing`);
        page.drawText(run.text, { x: cursor, y, size, font: pdfFont, color: rgb(colour.r, colour.g, colour.b) });
        cursor += runWidth(font, run.text, size, tracking);
      }
      if (tracking) page.pushOperators(PDFOperator.of(Ops.SetCharacterSpacing, [PDFNumber.of(0)]));
    };
    if (needsActualText) tagged.span(text, drawRuns);
    else drawRuns();
  }
}
