/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  ARIAL_WIDTHS,
  FALLBACK_FONTS,
  FONT_STACK,
  HANKEN,
  WEIGHTS,
  WEIGHT_RANGE,
  averageWidth,
  installed,
  loadFont,
  overrides,
  verticalMetrics,
  type FallbackFont,
  type Weight,
} from './fallback-metrics';

const STYLESHEET = path.join(__dirname, '../../components/shell/font-stack.css');

/** The descriptors of the stylesheet's face for a family and weight range, as written. */
function faceIn(css: string, family: string, weight: Weight): Record<string, string> | undefined {
  for (const [, body] of css.matchAll(/@font-face\s*{([^}]*)}/g)) {
    const descriptors = Object.fromEntries(
      [...(body as string).matchAll(/([a-z-]+):\s*([^;]+);/g)].map(([, name, value]) => [name, value?.trim()]),
    ) as Record<string, string>;
    if (descriptors['font-family'] === `'${family}'` && descriptors['font-weight'] === WEIGHT_RANGE[weight])
      return descriptors;
  }
  return undefined;
}

/** A fallback's widths measured from its files on this machine, if both weights are installed. */
function measuredWidths(font: FallbackFont): Record<Weight, number> | undefined {
  const files = WEIGHTS.map((weight) => installed(font.files?.[weight]));
  if (!files.every(Boolean)) return undefined;
  return { regular: averageWidth(loadFont(files[0] as string)), bold: averageWidth(loadFont(files[1] as string)) };
}

describe('the fallback faces of Hanken Grotesk', () => {
  const css = fs.readFileSync(STYLESHEET, 'utf8');
  const hanken = Object.fromEntries(WEIGHTS.map((w) => [w, loadFont(path.join(__dirname, '../..', HANKEN[w]))]));

  it('are scaled to Hanken and given its vertical metrics, recomputed from the fonts present', () => {
    const checked: string[] = [];
    for (const font of FALLBACK_FONTS) {
      const widths = measuredWidths(font) ?? font.published;
      if (!widths) continue;
      for (const weight of WEIGHTS) {
        const primary = hanken[weight] as ReturnType<typeof loadFont>;
        const expected = overrides(verticalMetrics(primary), averageWidth(primary), widths[weight]);
        const face = faceIn(css, font.family, weight);
        expect({ family: font.family, weight, face }).toEqual({
          family: font.family,
          weight,
          face: expect.objectContaining({
            src: font.local[weight].map((name) => `local('${name}')`).join(', '),
            'size-adjust': expected.sizeAdjust,
            'ascent-override': expected.ascentOverride,
            'descent-override': expected.descentOverride,
            'line-gap-override': expected.lineGapOverride,
          }),
        });
      }
      checked.push(font.family);
    }
    // Hanken from npm and DejaVu Sans (.ci/run installs it) are always measured here.
    expect(checked).toContain('Hanken Fallback DejaVu Sans');
    expect(checked.length).toBeGreaterThanOrEqual(3);
  });

  it("scale Arial as next/font does with next/font's own sample", () => {
    // next/font's figures for Hanken Grotesk on Arial (adjustFontFallback: 'Arial'), from its
    // sample and Arial's width there (934.51 of 2048): the method is the same.
    const hankenRegular = hanken.regular as ReturnType<typeof loadFont>;
    const nextSample = 'aaabcdeeeefghiijklmnnoopqrrssttuvwxyz      ';
    const width = [...nextSample].reduce((sum, c) => sum + (hankenRegular.charToGlyph(c).advanceWidth ?? 0), 0);
    expect(
      overrides(verticalMetrics(hankenRegular), width / nextSample.length / 1000, 934.5116279069767 / 2048),
    ).toEqual({ sizeAdjust: '101.56%', ascentOverride: '98.46%', descentOverride: '29.83%', lineGapOverride: '0%' });
  });

  it("use Arial's published widths, which the metric-compatible fonts present reproduce", () => {
    for (const family of ['Hanken Fallback Liberation Sans', 'Hanken Fallback Arimo']) {
      const widths = measuredWidths(FALLBACK_FONTS.find((f) => f.family === family) as FallbackFont);
      if (widths) {
        expect(widths.regular).toBeCloseTo(ARIAL_WIDTHS.regular, 6);
        expect(widths.bold).toBeCloseTo(ARIAL_WIDTHS.bold, 6);
      }
    }
  });

  it('lists Hanken Grotesk, then every fallback in order, as --font-sans', () => {
    const stack = /--font-sans:([^;]+);/.exec(css)?.[1] ?? '';
    const families = [...stack.matchAll(/'([^']+)'/g)].map(([, family]) => family);
    expect(families).toEqual(FONT_STACK);
    expect(families.slice(0, 2)).toEqual(['Hanken Grotesk', 'Hanken Fallback Arial']);
  });

  it('has a face for each weight of every fallback, in the order of the stack', () => {
    const families = [...css.matchAll(/font-family: '([^']+)'/g)].map(([, family]) => family);
    expect([...new Set(families)]).toEqual(FALLBACK_FONTS.map((font) => font.family));
    expect(families).toHaveLength(FALLBACK_FONTS.length * WEIGHTS.length);
  });
});
