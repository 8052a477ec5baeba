/**
 * Sample partner logos (fictional companies, self-made): SVG wordmarks and monograms, text set
 * as paths in Hanken Grotesk (pipeline/media/text), so they look the same without the font.
 * Writes content/media/partners/*.svg (committed); run once: npx tsx tools/sample/partner-logos.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { textPath, textWidth } from '../../pipeline/media/text';

const W = 400;
const H = 160;
const INK = '#111111';
const GOLD = '#b8901c';
const RED = '#c8102e';

const svg = (title: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img"><title>${title}</title>${body}</svg>\n`;

/**
 * A word starting at (x, baseline y), set at the largest size from `max` down to `min` that fits `width`;
 * the other arguments as for textPath.
 */
function fitted(
  text: string,
  { x, y, width }: { x: number; y: number; width: number },
  [max, min]: [max: number, min: number],
  weight: 400 | 700 | 800,
  fill: string,
  tracking = 0,
): string {
  let size = max;
  while (size > min && textWidth(text, weight, size, tracking) > width) size -= 1;
  return textPath(text, x, y, size, weight, fill, tracking);
}

const logos: Record<string, string> = {
  // Organiser: a report page as monogram, the name as a stacked wordmark.
  forum: svg(
    'Forum Unternehmensberichterstattung Schweiz',
    `<rect x="24" y="28" width="84" height="104" fill="${INK}"/><rect x="40" y="48" width="52" height="8" fill="${GOLD}"/>` +
      `<rect x="40" y="70" width="52" height="4" fill="#fff"/><rect x="40" y="84" width="52" height="4" fill="#fff"/><rect x="40" y="98" width="34" height="4" fill="#fff"/>` +
      fitted('Forum', { x: 128, y: 82, width: 250 }, [60, 40], 800, INK) +
      textPath('Unternehmensberichterstattung', 130, 110, 16, 700, INK) +
      textPath('Schweiz', 130, 130, 16, 400, INK),
  ),
  // Organisation partner: a kernel in its ring.
  kerngehalt: svg(
    'Kerngehalt Kommunikation AG',
    `<circle cx="76" cy="80" r="46" fill="none" stroke="${INK}" stroke-width="10"/><circle cx="76" cy="80" r="16" fill="${GOLD}"/>` +
      fitted('kerngehalt', { x: 144, y: 88, width: 236 }, [52, 32], 700, INK) +
      textPath('KOMMUNIKATION AG', 146, 116, 14, 700, INK, 2.6),
  ),
  // Media partner: a magazine masthead.
  bilanzblatt: svg(
    'Wirtschaftsmagazin Bilanzblatt',
    `<rect x="20" y="30" width="360" height="10" fill="${RED}"/>` +
      textPath('WIRTSCHAFTSMAGAZIN', 22, 68, 14, 700, INK, 3.4) +
      fitted('BILANZBLATT', { x: 20, y: 124, width: 360 }, [60, 36], 800, INK, -1) +
      `<rect x="20" y="136" width="360" height="2" fill="${INK}"/>`,
  ),
  // Supporting partners.
  thalmatt: svg(
    'Thalmatt Druck AG',
    `<g style="mix-blend-mode:multiply"><circle cx="62" cy="66" r="34" fill="#00a0c6" opacity="0.85"/><circle cx="96" cy="66" r="34" fill="#d6246e" opacity="0.85"/><circle cx="79" cy="96" r="34" fill="#f2c500" opacity="0.85"/></g>` +
      fitted('thalmatt', { x: 150, y: 92, width: 230 }, [56, 32], 800, INK, -1) +
      textPath('DRUCK AG', 152, 120, 14, 700, INK, 3),
  ),
  vierkant: svg(
    'Atelier Vierkant',
    `<rect x="28" y="32" width="44" height="44" fill="${INK}"/><rect x="80" y="32" width="44" height="44" fill="none" stroke="${INK}" stroke-width="6"/>` +
      `<rect x="28" y="84" width="44" height="44" fill="none" stroke="${INK}" stroke-width="6"/><rect x="80" y="84" width="44" height="44" fill="${GOLD}"/>` +
      textPath('ATELIER', 148, 66, 16, 700, INK, 4) +
      fitted('Vierkant', { x: 146, y: 116, width: 234 }, [54, 32], 800, INK),
  ),
  brunnmatt: svg(
    'Revisionshaus Brunnmatt AG',
    `<rect x="28" y="34" width="92" height="92" rx="46" fill="#1f4037"/><path d="M50 82 L68 100 L100 62" fill="none" stroke="#fff" stroke-width="10" stroke-linecap="square"/>` +
      fitted('BRUNNMATT', { x: 140, y: 86, width: 240 }, [44, 28], 800, '#1f4037', 1) +
      textPath('Revisionshaus AG', 142, 114, 17, 400, INK),
  ),
  tannholz: svg(
    'Papierwerk Tannholz AG',
    `<path d="M74 22 L112 74 L92 74 L120 112 L28 112 L56 74 L36 74 Z" fill="#2e5a4d"/><rect x="66" y="112" width="16" height="24" fill="#2e5a4d"/>` +
      `<rect x="20" y="136" width="108" height="3" fill="${INK}"/>` +
      textPath('PAPIERWERK', 148, 64, 15, 700, INK, 3.6) +
      fitted('Tannholz', { x: 146, y: 114, width: 234 }, [54, 32], 800, INK),
  ),
};

const dir = path.join(process.cwd(), 'content', 'media', 'partners');
fs.mkdirSync(dir, { recursive: true });
for (const [name, source] of Object.entries(logos)) {
  const file = path.join(dir, `${name}.svg`);
  fs.writeFileSync(file, source);
  console.log(`${path.relative(process.cwd(), file)} ${(source.length / 1024).toFixed(1)} KB`);
}
