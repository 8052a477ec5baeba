/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { cmapCodePoints, inRanges, woff2CodePoints } from './woff2-cmap';

/** Fontsource cuts its files per subset; its file names say which subset a file holds. */
const fontFile = (subset: string) =>
  fs.readFileSync(
    path.join(
      __dirname,
      '../../node_modules/@fontsource-variable/hanken-grotesk/files',
      `hanken-grotesk-${subset}-wght-normal.woff2`,
    ),
  );

describe('woff2CodePoints', () => {
  it('reads the Latin file: German and English letters, no Latin Extended or Cyrillic', () => {
    const points = woff2CodePoints(fontFile('latin'));
    for (const ch of 'Aaäöüéß€–') expect(points.has(ch.codePointAt(0) as number)).toBe(true);
    expect(points.has(0x0151)).toBe(false); // ő, Latin Extended-A
    expect(points.has(0x0416)).toBe(false); // Ж
    expect([...points].filter((p) => !inRanges(p)).length).toBeLessThan(10);
  });

  it('reads the Latin Extended file as mostly outside the Latin subset', () => {
    const points = woff2CodePoints(fontFile('latin-ext'));
    expect(points.has(0x0151)).toBe(true);
    expect([...points].filter((p) => !inRanges(p)).length).toBeGreaterThan(100);
  });

  it('refuses a file that is not WOFF2', () => {
    expect(() => woff2CodePoints(Buffer.from('wOFF0000'))).toThrow('not a WOFF2 file');
  });
});

describe('cmapCodePoints', () => {
  it('reads a format 4 subtable, skipping code points mapped to glyph 0', () => {
    // One segment A–C with idDelta -65 (A → glyph 0, no glyph; B → 1), then the 0xFFFF end segment.
    const words = [0, 1, 3, 1, 0, 12, 4, 32, 0, 4, 4, 1, 0, 0x43, 0xffff, 0, 0x41, 0xffff, 0x10000 - 65, 1, 0, 0];
    const buffer = Buffer.alloc(words.length * 2);
    words.forEach((w, i) => buffer.writeUInt16BE(w & 0xffff, i * 2));
    // Header: version 0, 1 subtable (3, 1) at offset 12 (written as two words: 0, 12).
    expect([...cmapCodePoints(buffer)]).toEqual([0x42, 0x43]);
  });
});
