/**
 * Drawing kit for the criteria and jury sample images (tools/sample/criteria-images.ts and
 * jury-images.ts): sheets of paper on a desk in soft daylight, with abstract page content
 * (grid lines, grey text bars, charts, picture blocks). Pure SVG strings, rendered by sharp;
 * a seeded random source keeps every run identical.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

export const INK = '#16161a';
export const GOLD = '#c9a227';
export const GOLD_LIGHT = '#e3c873';
export const RED = '#c8102e';
export const PAPER = '#fbfaf7';

/** Seeded random numbers, so every run writes the same images. */
export { seededRandom as random } from './random';

const f = (n: number) => n.toFixed(1);

/**
 * Drop shadows of the sheets: `shadow` for a sheet flat on the desk, `lifted` (wider, further off)
 * for one resting on others. Blur and offsets scale with the image: its width divided by these.
 */
const SHADOWS = [
  { id: 'shadow', region: [-20, -20, 140, 150], blur: 260, dx: 400, dy: 220, colour: '#3a3026', opacity: 0.32 },
  { id: 'lifted', region: [-25, -25, 150, 160], blur: 110, dx: 160, dy: 90, colour: '#2a221a', opacity: 0.3 },
] as const;

/** The sheet's silhouette, blurred, offset down and to the right and tinted, under the sheet. */
function shadowFilter(shadow: (typeof SHADOWS)[number], w: number): string {
  const [x, y, width, height] = shadow.region;
  return `<filter id="${shadow.id}" x="${x}%" y="${y}%" width="${width}%" height="${height}%">
      <feGaussianBlur in="SourceAlpha" stdDeviation="${f(w / shadow.blur)}"/>
      <feOffset dx="${f(w / shadow.dx)}" dy="${f(w / shadow.dy)}" result="blur"/>
      <feFlood flood-color="${shadow.colour}" flood-opacity="${shadow.opacity}"/>
      <feComposite in2="blur" operator="in"/>
      <feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge>
    </filter>`;
}

/** Shared filters and gradients: soft shadow, lifted shadow, grain, depth blur, light. */
export function defs(w: number, h: number, desk: [string, string, string]): string {
  return `<defs>
    <linearGradient id="desk" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${desk[0]}"/><stop offset="0.55" stop-color="${desk[1]}"/><stop offset="1" stop-color="${desk[2]}"/>
    </linearGradient>
    <radialGradient id="window" cx="0.18" cy="0.08" r="0.9">
      <stop offset="0" stop-color="#fffdf6" stop-opacity="0.55"/><stop offset="0.5" stop-color="#fffdf6" stop-opacity="0.12"/><stop offset="1" stop-color="#fffdf6" stop-opacity="0"/>
    </radialGradient>
    <radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75">
      <stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.28"/>
    </radialGradient>
    <linearGradient id="sheen" x1="0" y1="0" x2="1" y2="0.4">
      <stop offset="0" stop-color="#fff" stop-opacity="0.0"/><stop offset="0.45" stop-color="#fff" stop-opacity="0.16"/><stop offset="0.6" stop-color="#fff" stop-opacity="0"/>
    </linearGradient>
    <linearGradient id="pageShade" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#8a7f6e" stop-opacity="0.10"/>
    </linearGradient>
    <linearGradient id="gutter" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#6b6257" stop-opacity="0"/><stop offset="0.5" stop-color="#6b6257" stop-opacity="0.22"/><stop offset="1" stop-color="#6b6257" stop-opacity="0"/>
    </linearGradient>
    ${SHADOWS.map((shadow) => shadowFilter(shadow, w)).join('\n    ')}
    <filter id="soft"><feGaussianBlur stdDeviation="${f(w / 500)}"/></filter>
    <filter id="haze"><feGaussianBlur stdDeviation="${f(w / 90)}"/></filter>
    <filter id="grain" x="0" y="0" width="100%" height="100%">
      <feTurbulence type="fractalNoise" baseFrequency="0.85" numOctaves="2" seed="7" result="noise"/>
      <feColorMatrix in="noise" type="matrix" values="0 0 0 0 0.5  0 0 0 0 0.45  0 0 0 0 0.4  0 0 0 0.05 0"/>
    </filter>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#desk)"/>`;
}

/** Daylight from the top left, a glancing sheen, darker corners and a fine grain. */
export function light(w: number, h: number): string {
  return `<rect width="${w}" height="${h}" fill="url(#window)"/>
  <rect width="${w}" height="${h}" fill="url(#sheen)"/>
  <rect width="${w}" height="${h}" fill="url(#vignette)"/>
  <rect width="${w}" height="${h}" filter="url(#grain)"/>`;
}

/** A whole image: the desk (its three tones), the layers on it (one a line, bottom first), the daylight over all. */
export function scene(desk: [string, string, string], w: number, h: number, layers: string[]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  ${defs(w, h, desk)}
  ${layers.join('\n  ')}
  ${light(w, h)}
</svg>`;
}

/** A sheet of paper, rotated about its centre, casting a shadow; `content` uses its own 0,0. */
export function sheet(
  x: number,
  y: number,
  w: number,
  h: number,
  rotate: number,
  content: string,
  opts: { fill?: string; lifted?: boolean; blur?: boolean } = {},
): string {
  const cx = x + w / 2;
  const cy = y + h / 2;
  return `<g transform="rotate(${f(rotate)} ${f(cx)} ${f(cy)})"${opts.blur ? ' filter="url(#soft)"' : ''}>
    <g filter="url(#${opts.lifted ? 'lifted' : 'shadow'})"><rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${opts.fill ?? PAPER}"/></g>
    <g transform="translate(${f(x)} ${f(y)})">${content}</g>
    <rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="url(#pageShade)"/>
  </g>`;
}

/** Hairline column grid of a page layout (12 columns by default), as a designer's overlay. */
export function grid(w: number, h: number, margin: number, columns = 12, colour = '#c9a227', opacity = 0.35): string {
  const gutter = (w - 2 * margin) / (columns * 5);
  const col = (w - 2 * margin - (columns - 1) * gutter) / columns;
  let out = '';
  for (let i = 0; i < columns; i++) {
    const x = margin + i * (col + gutter);
    out += `<rect x="${f(x)}" y="${f(margin)}" width="${f(col)}" height="${f(h - 2 * margin)}" fill="${colour}" opacity="${opacity * 0.25}"/>`;
  }
  return (
    out +
    `<rect x="${f(margin)}" y="${f(margin)}" width="${f(w - 2 * margin)}" height="${f(h - 2 * margin)}" fill="none" stroke="${colour}" stroke-width="1.5" opacity="${opacity}"/>`
  );
}

/** Abstract lines of text: rounded grey bars with a ragged right edge. */
export function textBars(
  rnd: () => number,
  x: number,
  y: number,
  width: number,
  lines: number,
  size: number,
  colour = '#9a958d',
): string {
  let out = '';
  for (let i = 0; i < lines; i++) {
    const last = i === lines - 1;
    const len = width * (last ? 0.3 + rnd() * 0.4 : 0.82 + rnd() * 0.18);
    out += `<rect x="${f(x)}" y="${f(y + i * size * 1.9)}" width="${f(len)}" height="${f(size * 0.62)}" rx="${f(size * 0.3)}" fill="${colour}"/>`;
  }
  return out;
}

/** A heavy headline block (two bars) in ink. */
export function headline(x: number, y: number, width: number, size: number, colour = INK): string {
  return `<rect x="${f(x)}" y="${f(y)}" width="${f(width)}" height="${f(size)}" fill="${colour}"/>
    <rect x="${f(x)}" y="${f(y + size * 1.45)}" width="${f(width * 0.62)}" height="${f(size)}" fill="${colour}"/>`;
}

/** A bar chart; the highlighted bar is gold, the others ink or grey. */
export function barChart(
  rnd: () => number,
  x: number,
  y: number,
  w: number,
  h: number,
  bars: number,
  highlight: number,
): string {
  const step = w / bars;
  let out = `<rect x="${f(x)}" y="${f(y + h)}" width="${f(w)}" height="2" fill="${INK}"/>`;
  for (let i = 0; i < bars; i++) {
    const v = 0.35 + 0.6 * ((i + 1) / bars) * (0.75 + rnd() * 0.3);
    const bh = h * Math.min(1, v);
    out += `<rect x="${f(x + i * step + step * 0.18)}" y="${f(y + h - bh)}" width="${f(step * 0.64)}" height="${f(bh)}" fill="${i === highlight ? GOLD : i % 2 ? '#3b3a3f' : '#8b877f'}"/>`;
  }
  return out;
}

/** A line chart rising to the right with a gold end point. */
export function lineChart(rnd: () => number, x: number, y: number, w: number, h: number, points: number): string {
  const pts: [number, number][] = [];
  let v = 0.25;
  for (let i = 0; i < points; i++) {
    v = Math.min(0.95, Math.max(0.1, v + (rnd() - 0.3) * 0.22));
    pts.push([x + (w * i) / (points - 1), y + h - h * v]);
  }
  const d = pts.map(([px, py], i) => `${i ? 'L' : 'M'}${f(px)} ${f(py)}`).join(' ');
  const [lx, ly] = pts[pts.length - 1] as [number, number];
  let rules = '';
  for (let i = 0; i <= 4; i++)
    rules += `<rect x="${f(x)}" y="${f(y + (h * i) / 4)}" width="${f(w)}" height="1" fill="#cfc9bf"/>`;
  return `${rules}<path d="${d} L${f(x + w)} ${f(y + h)} L${f(x)} ${f(y + h)} Z" fill="${GOLD_LIGHT}" opacity="0.35"/>
    <path d="${d}" fill="none" stroke="${INK}" stroke-width="${f(w / 160)}" stroke-linejoin="round"/>
    <circle cx="${f(lx)}" cy="${f(ly)}" r="${f(w / 45)}" fill="${GOLD}" stroke="${INK}" stroke-width="${f(w / 260)}"/>`;
}

/** A photograph on the page: a soft landscape of sky, hills and water, blurred like a print. */
export function picture(
  id: string,
  x: number,
  y: number,
  w: number,
  h: number,
  sky: [string, string],
  land: [string, string],
): string {
  return `<defs>
      <linearGradient id="${id}-sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient>
      <linearGradient id="${id}-land" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${land[0]}"/><stop offset="1" stop-color="${land[1]}"/></linearGradient>
      <clipPath id="${id}-clip"><rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}"/></clipPath>
    </defs>
    <g clip-path="url(#${id}-clip)">
      <rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="url(#${id}-sky)"/>
      <circle cx="${f(x + w * 0.72)}" cy="${f(y + h * 0.34)}" r="${f(h * 0.12)}" fill="#fff6dc" opacity="0.85" filter="url(#soft)"/>
      <path d="M${f(x)} ${f(y + h * 0.62)} C ${f(x + w * 0.25)} ${f(y + h * 0.42)}, ${f(x + w * 0.45)} ${f(y + h * 0.7)}, ${f(x + w * 0.7)} ${f(y + h * 0.5)} S ${f(x + w)} ${f(y + h * 0.55)}, ${f(x + w)} ${f(y + h * 0.55)} L ${f(x + w)} ${f(y + h)} L ${f(x)} ${f(y + h)} Z" fill="url(#${id}-land)" opacity="0.75"/>
      <path d="M${f(x)} ${f(y + h * 0.78)} C ${f(x + w * 0.3)} ${f(y + h * 0.66)}, ${f(x + w * 0.6)} ${f(y + h * 0.86)}, ${f(x + w)} ${f(y + h * 0.72)} L ${f(x + w)} ${f(y + h)} L ${f(x)} ${f(y + h)} Z" fill="${land[1]}"/>
    </g>`;
}

/** The programme's half sun, as printed on a page. */
export function sun(cx: number, baseY: number, r: number, colour = GOLD): string {
  let rays = '';
  for (let i = 0; i <= 12; i++) {
    const a = (Math.PI * i) / 12;
    rays += `<line x1="${f(cx + Math.cos(a) * r * 1.22)}" y1="${f(baseY - Math.sin(a) * r * 1.22)}" x2="${f(cx + Math.cos(a) * r * 1.8)}" y2="${f(baseY - Math.sin(a) * r * 1.8)}"/>`;
  }
  return `<g stroke="${colour}" stroke-width="${f(r / 16)}" stroke-linecap="round">${rays}</g><path d="M${f(cx - r)} ${f(baseY)} a${f(r)} ${f(r)} 0 0 1 ${f(2 * r)} 0 z" fill="${colour}"/>`;
}

/** A pen lying on the desk: a long rounded body with a metal clip and a shadow. */
export function pen(x: number, y: number, length: number, rotate: number, colour = INK): string {
  const t = length / 16;
  return `<g transform="rotate(${f(rotate)} ${f(x)} ${f(y)})">
    <rect x="${f(x + t * 0.6)}" y="${f(y + t * 0.9)}" width="${f(length)}" height="${f(t)}" rx="${f(t / 2)}" fill="#000" opacity="0.22" filter="url(#soft)"/>
    <rect x="${f(x)}" y="${f(y)}" width="${f(length)}" height="${f(t)}" rx="${f(t / 2)}" fill="${colour}"/>
    <rect x="${f(x + length * 0.08)}" y="${f(y + t * 0.18)}" width="${f(length * 0.9)}" height="${f(t * 0.18)}" rx="${f(t * 0.09)}" fill="#fff" opacity="0.18"/>
    <rect x="${f(x + length * 0.72)}" y="${f(y - t * 0.1)}" width="${f(length * 0.2)}" height="${f(t * 0.32)}" rx="${f(t * 0.1)}" fill="${GOLD_LIGHT}"/>
    <path d="M${f(x)} ${f(y)} L${f(x - t * 1.6)} ${f(y + t / 2)} L${f(x)} ${f(y + t)} Z" fill="#d8d2c6"/>
  </g>`;
}

/** Renders an SVG to a JPEG under content/media/{area}/ and reports its size. */
export async function writeJpeg(area: string, name: string, svg: string, quality = 80): Promise<void> {
  const dir = path.join(process.cwd(), 'content', 'media', area);
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, name);
  const buffer = await sharp(Buffer.from(svg)).jpeg({ quality, mozjpeg: true, chromaSubsampling: '4:2:0' }).toBuffer();
  fs.writeFileSync(file, buffer);
  const meta = await sharp(buffer).metadata();
  console.log(
    `${path.relative(process.cwd(), file)}: ${meta.width}×${meta.height}, ${Math.round(buffer.length / 1024)} KB`,
  );
}

/** Draws and writes an area's images one after the other; any failure ends the run with exit code 1. */
export function writeJpegs(area: string, images: [name: string, draw: () => string, quality?: number][]): void {
  (async () => {
    for (const [name, draw, quality] of images) await writeJpeg(area, name, draw(), quality);
  })().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
