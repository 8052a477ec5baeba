/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';

/**
 * The laudatio is set in the site's own family, Hanken Grotesk, like every other text (design
 * brief: one grotesque family): a serif left to the system would look different on every device.
 * Read from the stylesheet here; the face the browser really draws with is checked end to end
 * (e2e/typeface).
 */
const SERIF =
  /(?<!sans-)\bserif\b|\b(georgia|times|palatino|garamond|iowan|book antiqua|cambria|charter|baskerville)\b/i;

/** The font families a stylesheet names, in `font-family` and in the `font` shorthand. */
function familyDeclarations(css: string): string[] {
  const code = css.replace(/\/\*[\s\S]*?\*\//g, '');
  return [...code.matchAll(/(?:^|[;{\s])font(?:-family)?\s*:\s*([^;}]+)/g)].map((match) => match[1]!.trim());
}

describe('the laudatio typeface', () => {
  it('recognises a serif stack and lets a sans-serif one pass', () => {
    expect(familyDeclarations("a { font-family: Georgia, 'Iowan Old Style', serif; }")).toEqual([
      "Georgia, 'Iowan Old Style', serif",
    ]);
    expect(SERIF.test("Georgia, 'Iowan Old Style', serif")).toBe(true);
    expect(SERIF.test('1rem/1.5 Charter, serif')).toBe(true);
    expect(SERIF.test('var(--font-sans), Arial, Helvetica, sans-serif')).toBe(false);
  });

  it('names no serif family in laudatio.module.css', () => {
    const css = fs.readFileSync(path.join(__dirname, 'laudatio.module.css'), 'utf8');
    const serifs = familyDeclarations(css).filter((families) => SERIF.test(families));
    expect(serifs).toEqual([]);
  });
});
