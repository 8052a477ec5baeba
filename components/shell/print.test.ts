/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';

/**
 * print.css changes the printout only: every rule sits in `@media print`, apart from the one
 * that hides the print-only address on screen (`@media not print`). A rule outside would change
 * every page on screen. What the printout shows is checked end to end (e2e/print).
 */
const source = fs.readFileSync(path.join(__dirname, 'print.css'), 'utf8');

/** The top-level blocks of a stylesheet: each one's prelude ("@media print", ".a > b"). */
function topLevelPreludes(css: string): string[] {
  const code = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const preludes: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < code.length; i++) {
    const char = code[i];
    if (char === '{') {
      if (depth === 0) preludes.push(code.slice(start, i).trim());
      depth++;
    } else if (char === '}') {
      depth--;
      if (depth === 0) start = i + 1;
    } else if (char === ';' && depth === 0) {
      preludes.push(code.slice(start, i).trim());
      start = i + 1;
    }
  }
  if (code.slice(start).trim()) preludes.push(code.slice(start).trim());
  return preludes;
}

describe('print.css', () => {
  it('finds the top-level blocks of a stylesheet', () => {
    expect(topLevelPreludes('/* a { */ @media print { a { b: c } } .x { y: z }')).toEqual(['@media print', '.x']);
  });

  it('holds print rules only, and the address hidden on screen', () => {
    const preludes = topLevelPreludes(source);
    expect(preludes).toContain('@media print');
    expect(preludes.filter((prelude) => prelude !== '@media print')).toEqual(['@media not print']);
  });
});
