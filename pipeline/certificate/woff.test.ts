/** @jest-environment node */
import fs from 'node:fs';
import fontkit from '@pdf-lib/fontkit';
import { hankenFile } from './fonts';
import { woffToSfnt } from './woff';

describe('woffToSfnt', () => {
  const woff = new Uint8Array(fs.readFileSync(hankenFile('latin-ext', 700)));
  const sfnt = woffToSfnt(woff);

  it('gives a plain TrueType file with the same font in it', () => {
    expect(Buffer.from(sfnt.subarray(0, 4)).toString('hex')).toBe('00010000');
    const before = fontkit.create(woff);
    const after = fontkit.create(sfnt);
    expect(after.numGlyphs).toBe(before.numGlyphs);
    expect(after.postscriptName).toBe(before.postscriptName);
    for (const ch of 'ŁźĄ') {
      const cp = ch.codePointAt(0)!;
      expect(after.hasGlyphForCodePoint(cp)).toBe(true);
      expect(after.glyphForCodePoint(cp).advanceWidth).toBe(before.glyphForCodePoint(cp).advanceWidth);
    }
  });

  it('refuses anything that is not WOFF 1.0', () => {
    expect(() => woffToSfnt(sfnt)).toThrow('Not a WOFF 1.0 font');
  });
});
