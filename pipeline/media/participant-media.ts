/**
 * The invented media of the sample participants, which the build generates for every
 * participant (scripts/generate-media.ts): a report cover, three "inside spread" images per
 * award winner (SVG, abstract, calm, on-brand; no photographs) and a one-page result PDF.
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont } from 'pdf-lib';
import type { Participant, Rank, Score } from '../../lib/content/participant';
import { hash } from './produce';
import { textPath, textWidth, wrap } from './text';
import { pdfSafeText } from './pdf-text';

interface Palette {
  ground: string;
  ink: string;
  accent: string;
  soft: string;
}

const palettes: Palette[] = [
  { ground: '#14213d', ink: '#ffffff', accent: '#c9a227', soft: '#2b3a5e' },
  { ground: '#f4efe6', ink: '#111111', accent: '#c8102e', soft: '#e3dacb' },
  { ground: '#1f4037', ink: '#f4efe6', accent: '#e3c873', soft: '#2e5a4d' },
  { ground: '#5c1a24', ink: '#fbf4ea', accent: '#e8b4a0', soft: '#74303a' },
  { ground: '#e9ecef', ink: '#1b1f24', accent: '#1a56db', soft: '#d3d8de' },
  { ground: '#2d2a26', ink: '#f6f3ee', accent: '#d9822b', soft: '#45403a' },
  { ground: '#ffffff', ink: '#111111', accent: '#2a9d8f', soft: '#eef4f3' },
  { ground: '#3a2e5c', ink: '#ffffff', accent: '#f2c14e', soft: '#4c3f73' },
];

function palette(ref: string): Palette {
  return palettes[hash(ref) % palettes.length] as Palette;
}

/** Report cover, 900 × 1200. */
export function coverSvg(ref: string, company: string, year: string, label: string): string {
  const p = palette(ref);
  const h = hash(`${ref}-shape`);
  // The largest size (84 px down to 40 px) at which the name fits in four lines of 740 px.
  let size = 84;
  let lines = wrap(company, 800, size, 740);
  while (size > 40 && (lines.length > 4 || lines.some((line) => textWidth(line, 800, size) > 740))) {
    size -= 4;
    lines = wrap(company, 800, size, 740);
  }
  const leading = Math.round(size * 1.1);
  const nameTop = 1080 - (lines.length - 1) * leading;
  const shape =
    h % 3 === 0
      ? `<circle cx="${620 + (h % 120)}" cy="${330 + (h % 90)}" r="${250 + (h % 60)}" fill="${p.accent}"/>`
      : h % 3 === 1
        ? `<rect x="${80 + (h % 60)}" y="240" width="${520 + (h % 160)}" height="${360 + (h % 120)}" fill="${p.accent}"/><rect x="${260 + (h % 80)}" y="420" width="480" height="260" fill="${p.soft}"/>`
        : `<path d="M0 ${620 - (h % 100)} L900 ${260 + (h % 120)} L900 ${520 + (h % 80)} L0 ${820 - (h % 60)} Z" fill="${p.accent}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="1200" viewBox="0 0 900 1200">
  <rect width="900" height="1200" fill="${p.ground}"/>
  ${shape}
  <rect x="80" y="96" width="740" height="2" fill="${p.ink}" opacity="0.6"/>
  ${textPath(label.toUpperCase(), 80, 150, 30, 700, p.ink, 3)}
  ${textPath(year, 80, 196, 30, 400, p.ink)}
  ${lines
    .slice(0, 4)
    .map((line, i) => textPath(line, 80, nameTop + i * leading, size, 800, p.ink))
    .join('\n  ')}
</svg>`;
}

/** Inside spread, 1600 × 1000, variant 1–3: figures, picture, typography. */
export function spreadSvg(ref: string, company: string, variant: 1 | 2 | 3, caption: string): string {
  const p = palette(ref);
  const h = hash(`${ref}-${variant}`);
  const page = (x: number) => `<rect x="${x}" y="60" width="700" height="880" fill="#ffffff"/>`;
  const textLines = (x: number, y: number, count: number) =>
    Array.from(
      { length: count },
      (_, i) => `<rect x="${x}" y="${y + i * 28}" width="${520 - ((h >> i) % 5) * 40}" height="10" fill="#c9c5be"/>`,
    ).join('');
  const bars = Array.from({ length: 6 }, (_, i) => {
    const height = 120 + ((h >> (i * 3)) % 260);
    return `<rect x="${900 + i * 95}" y="${800 - height}" width="60" height="${height}" fill="${i === 5 ? p.accent : p.ground}"/>`;
  }).join('');
  const left =
    variant === 1
      ? `${textPath(caption, 150, 230, 64, 800, '#111111')}${textLines(150, 300, 14)}`
      : variant === 2
        ? `<rect x="100" y="60" width="700" height="880" fill="${p.ground}"/><circle cx="${380 + (h % 140)}" cy="${430 + (h % 120)}" r="230" fill="${p.accent}"/><circle cx="${520 - (h % 100)}" cy="600" r="150" fill="${p.soft}"/>`
        : `${textPath('«', 150, 330, 220, 800, p.accent)}${wrap(caption, 700, 54, 560)
            .slice(0, 4)
            .map((l, i) => textPath(l, 150, 420 + i * 66, 54, 700, '#111111'))
            .join('')}`;
  const right =
    variant === 1
      ? `${bars}<rect x="880" y="800" width="600" height="3" fill="#111111"/>${textLines(900, 860, 2)}`
      : `${textPath(company, 900, 200, 40, 800, '#111111')}${textLines(900, 260, variant === 2 ? 20 : 16)}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000" viewBox="0 0 1600 1000">
  <rect width="1600" height="1000" fill="#ddd8cf"/>
  ${page(100)}${page(800)}
  <rect x="798" y="60" width="4" height="880" fill="#c9c5be"/>
  ${left}
  ${right}
</svg>`;
}

/** The result PDF, A4, in the standard Helvetica (not embedded, so each file stays small). */
export async function resultPdf(p: Participant, year: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${p.name} – Geschäftsberichte-Rating ${year}`);
  doc.setAuthor('Forum Unternehmensberichterstattung Schweiz');
  const page = doc.addPage([595.28, 841.89]);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const ink = rgb(0.07, 0.07, 0.07);
  const charset = new Set(regular.getCharacterSet());
  const safe = (text: string) => pdfSafeText(text, (char) => charset.has(char.codePointAt(0) ?? -1));
  const text = (value: string, y: number, size: number, font: PDFFont, more?: { x?: number; maxWidth?: number }) =>
    page.drawText(value, { x: 48, y, size, font, color: ink, ...more });
  page.drawRectangle({ x: 0, y: 781, width: 595.28, height: 61, color: rgb(0.79, 0.64, 0.15) });
  text(`Geschäftsberichte-Rating ${year} · Swiss Annual Report Rating ${year}`, 806, 12, bold);
  text(safe(p.name), 720, 26, bold, { maxWidth: 500 });
  text('Resultat / Result (sample data)', 690, 12, regular);
  const rank = (value: Rank) => (value === null ? '–' : String(value));
  const points = (value: Score) => (value === null ? '–' : value.toFixed(2));
  const rows: [string, string][] = [
    ['Rang Value Reporting / Value reporting rank', rank(p.rankVR)],
    ['Rang Design / Design rank', rank(p.rankDS)],
    ['Gesamtrang / Overall rank', rank(p.rankOverall)],
    ['Punkte Value Reporting / Value reporting points', points(p.totalVR)],
    ['Punkte Design / Design points', points(p.totalDS)],
  ];
  rows.forEach(([label, value], i) => {
    const y = 620 - i * 34;
    page.drawLine({
      start: { x: 48, y: y - 10 },
      end: { x: 547, y: y - 10 },
      thickness: 0.5,
      color: rgb(0.8, 0.78, 0.75),
    });
    text(label, y, 12, regular);
    const shown = safe(value);
    text(shown, y, 14, bold, { x: 547 - bold.widthOfTextAtSize(shown, 14) });
  });
  return doc.save();
}
