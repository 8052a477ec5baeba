/**
 * Where everything on the certificate goes (pure): each block below the one before, so long texts
 * push the rest down; tops and baselines from the page's top. The sunrise gives way when needed.
 */
import type { Weight } from './fonts';
import { fitBlock, wrapLines, type Measure } from './layout';
import type { CertificateTexts } from './texts';

/** A4 in points. */
export const A4 = { width: 595.28, height: 841.89 } as const;
export const MARGIN = 64;
export const WIDTH = A4.width - 2 * MARGIN;

export type Tone = 'ink' | 'muted';

export interface Line {
  text: string;
  x: number;
  /** Baseline, from the top of the page. */
  top: number;
  size: number;
  weight: Weight;
  tone: Tone;
  tracking?: number;
}

export type WidthOf = (text: string, weight: Weight, size: number, tracking?: number) => number;

const FOOTER_TOP = A4.height - 44;

export function certificateLayout(texts: CertificateTexts, widthOf: WidthOf) {
  const measure =
    (weight: Weight, tracking = 0): Measure =>
    (text, size) =>
      widthOf(text, weight, size, tracking);
  const block = (
    text: string,
    at: { x: number; top: number; width?: number },
    size: number,
    weight: Weight,
    tone: Tone,
    leading: number,
    tracking = 0,
  ): Line[] =>
    wrapLines(text, at.width ?? WIDTH, size, measure(weight, tracking)).map((line, i) => ({
      text: line,
      x: at.x,
      top: at.top + i * leading,
      size,
      weight,
      tone,
      ...(tracking ? { tracking } : {}),
    }));
  const last = (lines: Line[], fallback: number) => lines.at(-1)?.top ?? fallback;
  // A block set in the heavy weight at the size fitBlock chose.
  const fitted = ({ size, lines }: { size: number; lines: string[] }, x: number, top: number, leading: number) =>
    lines.map((text, i): Line => ({ text, x, top: top + i * leading, size, weight: 800, tone: 'ink' }));

  /** The sample-data band's height and lines; none for real results. */
  let band: { height: number; lines: Line[] } | undefined;
  if (texts.sampleData) {
    const lines = block(texts.sampleData, { x: 0, top: 21 }, 9, 700, 'ink', 12).map((line) => ({
      ...line,
      x: (A4.width - widthOf(line.text, 700, 9)) / 2,
    }));
    band = { height: Math.max(34, last(lines, 21) + 13), lines };
  }
  const markTop = Math.max(66, (band?.height ?? 0) + 32);
  const mark = { x: MARGIN, top: markTop, size: 40 };
  const edition = block(
    texts.edition.toUpperCase(),
    { x: MARGIN + 52, top: markTop + 26, width: WIDTH - 52 },
    10,
    700,
    'ink',
    14,
    1.2,
  );
  // The rule under the head, and the gold bar under the heading.
  const headRule = Math.max(markTop + 58, last(edition, markTop) + 18);

  const headingFit = fitBlock(texts.heading, { width: WIDTH, maxLines: 2, max: 68, min: 24, step: 4 }, measure(800));
  const heading = fitted(
    headingFit,
    MARGIN - Math.round(headingFit.size / 24),
    headRule + Math.round(headingFit.size * 1.65),
    Math.round(headingFit.size * 1.05),
  );
  const headingBar = last(heading, headRule) + 26;

  const intro = block(texts.intro, { x: MARGIN, top: headingBar + 56 }, 15, 400, 'muted', 22);
  const nameFit = fitBlock(texts.name, { width: WIDTH, maxLines: 3, max: 40, min: 14, step: 2 }, measure(800));
  const nameTop = last(intro, headingBar + 34) + 22 + Math.round(nameFit.size * 0.9);
  const name = fitted(nameFit, MARGIN, nameTop, Math.round(nameFit.size * 1.14));
  const statement = block(texts.statement, { x: MARGIN, top: last(name, nameTop) + 34 }, 15, 400, 'ink', 22);
  const statementBottom = last(statement, last(name, nameTop));

  // The explanation, as low as the page allows: under the sunrise when it fits, else right after.
  const explanation = (titleTop: number) => {
    const meaningTitle = block(texts.meaningTitle, { x: MARGIN, top: titleTop }, 10.5, 700, 'ink', 15);
    const meaningTop = last(meaningTitle, titleTop) + 20;
    return { meaningTitle, meaning: block(texts.meaning, { x: MARGIN, top: meaningTop }, 10, 400, 'muted', 15) };
  };
  const sunriseAt = Math.max(statementBottom + 56, 560) + 84;
  const belowSunrise = explanation(sunriseAt + 46);
  const fits = last(belowSunrise.meaning, sunriseAt + 46) <= FOOTER_TOP - 40;
  // The sunrise's baseline; undefined when there is no room for it.
  const sunrise = fits ? sunriseAt : undefined;
  const { meaningTitle, meaning } = fits ? belowSunrise : explanation(statementBottom + 48);

  const footer = block(texts.footer, { x: MARGIN, top: FOOTER_TOP }, 8.5, 400, 'muted', 12);
  return {
    band,
    mark,
    edition,
    headRule,
    heading,
    headingBar,
    intro,
    name,
    statement,
    sunrise,
    meaningTitle,
    meaning,
    footerRule: FOOTER_TOP - 20,
    footer,
  };
}
