/**
 * Sample image for the about page (issue 4): an abstract still life of stacked annual reports
 * on a table, in late window light. Drawn as SVG and rendered with sharp, nothing downloaded.
 * Run once (`npx tsx tools/sample/about-images.ts`); the JPEG it writes to
 * content/media/about/ is committed, and the build publishes it with its WebP variants.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const WIDTH = 1600;
const HEIGHT = 2000;
const OUT_DIR = path.join(process.cwd(), 'content', 'media', 'about');

interface Report {
  /** Front-left corner of the top face, and size: width, thickness. */
  x: number;
  y: number;
  w: number;
  t: number;
  cover: string;
  /** A darker tone of the cover for the spine side. */
  spine: string;
  /** Optional graphic on the cover (abstract, like the sample report covers). */
  mark?: string;
}

/** How the top face recedes: to the right and up (a slightly raised viewpoint). */
const DX = 120;
const DY = 230;

function report(r: Report, i: number): string {
  const { x, y, w, t } = r;
  const top = `${x},${y} ${x + w},${y} ${x + w + DX},${y - DY} ${x + DX},${y - DY}`;
  const side = `${x + w},${y} ${x + w + DX},${y - DY} ${x + w + DX},${y - DY + t} ${x + w},${y + t}`;
  // The page block seen from the front: cream with fine striation, thin cover boards.
  const front = `<rect x="${x}" y="${y}" width="${w}" height="${t}" fill="url(#pages)"/>
    <rect x="${x}" y="${y}" width="${w}" height="${t}" fill="url(#striation)" opacity="0.55"/>
    <rect x="${x}" y="${y}" width="${w}" height="4" fill="${r.cover}"/>
    <rect x="${x}" y="${y + t - 4}" width="${w}" height="4" fill="${r.cover}"/>
    <rect x="${x}" y="${y}" width="${w}" height="${t}" fill="url(#frontShade)"/>`;
  return `<g id="report-${i}">
    <polygon points="${side}" fill="${r.spine}"/>
    <polygon points="${side}" fill="url(#sideShade)"/>
    ${front}
    <polygon points="${top}" fill="${r.cover}"/>
    ${r.mark ?? ''}
    <polygon points="${top}" fill="url(#topLight)"/>
  </g>`;
}

/** A parallelogram on a report's top face: u and v run 0..1 across and into the face. */
function onTop(
  r: Pick<Report, 'x' | 'y' | 'w'>,
  u0: number,
  v0: number,
  u1: number,
  v1: number,
  fill: string,
  opacity = 1,
): string {
  const p = (u: number, v: number) => `${(r.x + u * r.w + v * DX).toFixed(1)},${(r.y - v * DY).toFixed(1)}`;
  return `<polygon points="${p(u0, v0)} ${p(u1, v0)} ${p(u1, v1)} ${p(u0, v1)}" fill="${fill}" opacity="${opacity}"/>`;
}

/**
 * The sun mark on a cover: drawn in the face's own coordinates (u across, v into the face),
 * mapped onto the receding top face by an affine transform. The cover is taken as 1.3 times
 * as deep as it is wide, so the disc stays round on the page.
 */
function sunOnTop(r: Pick<Report, 'x' | 'y' | 'w'>): string {
  const rx = 0.17;
  const ry = rx / 1.3;
  const [cx, cy] = [0.74, 0.36];
  return `<g transform="matrix(${r.w} 0 ${DX} ${-DY} ${r.x} ${r.y})">
      <rect x="0.5" y="${cy - 0.012}" width="0.46" height="0.012" fill="#111111"/>
      <path d="M${cx - rx} ${cy} A${rx} ${ry} 0 0 0 ${cx + rx} ${cy} Z" fill="#c9a227"/>
    </g>`;
}

function stack(): string {
  const base = 1690;
  const specs: [number, number, number, string, string][] = [
    // x, width, thickness, cover, spine
    [150, 1130, 84, '#2b2f36', '#1a1d22'],
    [200, 1060, 54, '#efe9de', '#d2c8b8'],
    [120, 1170, 72, '#9e1b2c', '#761320'],
    [230, 1030, 46, '#d9cdb5', '#bfb096'],
    [170, 1100, 92, '#161616', '#0b0b0b'],
    [250, 1000, 52, '#f6f2ea', '#d9d0c1'],
  ];
  let y = base;
  const reports: Report[] = specs.map(([x, w, t, cover, spine]) => {
    y -= t;
    return { x, y, w, t, cover, spine };
  });
  // The top report carries the programme's sun, a gold half disc on a rule; the black one below
  // a thin gold edge.
  const topReport = reports[reports.length - 1] as Report;
  topReport.mark = [
    sunOnTop(topReport),
    onTop(topReport, 0.07, 0.12, 0.42, 0.145, '#111111', 0.85),
    onTop(topReport, 0.07, 0.2, 0.27, 0.22, '#111111', 0.5),
  ].join('');
  const black = reports[4] as Report;
  black.mark = onTop(black, 0, 0.92, 1, 1, '#b8921e', 0.9);
  return reports.map(report).join('\n');
}

/** A loose sheet lying in front of the stack, catching the light, with abstract lines of text. */
function sheet(): string {
  const lines = Array.from({ length: 11 }, (_, i) => {
    const y = 1712 + i * 17;
    const len = i % 4 === 3 ? 160 : 300 - (i % 3) * 30;
    return `<rect x="${1010 + i * 4.2}" y="${y}" width="${len}" height="5" rx="2" fill="#6e675d" opacity="0.28"/>`;
  }).join('');
  return `<g transform="translate(-30 66) rotate(-6 1180 1780)">
    <polygon points="960,1900 1420,1872 1470,1672 1018,1690" fill="#000" opacity="0.18" filter="url(#soft)"/>
    <polygon points="950,1880 1410,1852 1458,1656 1006,1674" fill="#fbf8f2"/>
    <polygon points="950,1880 1410,1852 1458,1656 1006,1674" fill="url(#sheetLight)"/>
    <g transform="skewX(-14) translate(430 0)" opacity="0.9">${lines}</g>
  </g>`;
}

/** Motes in the light: a few soft discs, deterministic. */
function motes(): string {
  let seed = 7;
  const rnd = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  return Array.from({ length: 26 }, () => {
    const t = rnd();
    const x = 1150 - t * 900 + rnd() * 220;
    const y = 80 + t * 1100 + rnd() * 120;
    const r = 3 + rnd() * 9;
    return `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${r.toFixed(1)}" fill="#fffaf0" opacity="${(0.18 + rnd() * 0.35).toFixed(2)}"/>`;
  }).join('');
}

interface Gradient {
  id: string;
  /** Linear: x1, y1, x2, y2; radial: cx, cy, r (the attributes in the order they are written). */
  geometry: Record<string, number>;
  /** Each stop as 'offset colour' or 'offset colour opacity', the values as the SVG gets them. */
  stops: string[];
}

/** Wall, table, light shaft and page edges (written before the page striation pattern). */
const surfaceGradients: Gradient[] = [
  { id: 'wall', geometry: { x1: 0, y1: 0, x2: 0.4, y2: 1 }, stops: ['0 #d8cfc1', '0.55 #e6ded1', '1 #cfc4b3'] },
  { id: 'table', geometry: { x1: 0, y1: 0, x2: 0, y2: 1 }, stops: ['0 #a99b86', '0.25 #bcae98', '1 #8f826f'] },
  { id: 'shaft', geometry: { x1: 0, y1: 0, x2: 1, y2: 1 }, stops: ['0 #fffdf6 0.75', '1 #fff6e0 0.15'] },
  { id: 'pages', geometry: { x1: 0, y1: 0, x2: 1, y2: 0 }, stops: ['0 #fbf7ef', '1 #d8d0c2'] },
];

/** Shading of the reports and the sheet, and the vignette (written after the pattern). */
const shadingGradients: Gradient[] = [
  { id: 'frontShade', geometry: { x1: 0, y1: 0, x2: 1, y2: 0 }, stops: ['0 #fff 0.25', '0.6 #000 0', '1 #000 0.22'] },
  { id: 'sideShade', geometry: { x1: 0, y1: 0, x2: 1, y2: 0 }, stops: ['0 #000 0.15', '1 #000 0.45'] },
  {
    id: 'topLight',
    geometry: { x1: 0, y1: 0, x2: 1, y2: 0.3 },
    stops: ['0 #fff8e8 0.38', '0.55 #fff8e8 0.06', '1 #000 0.12'],
  },
  { id: 'sheetLight', geometry: { x1: 0, y1: 0, x2: 1, y2: 0 }, stops: ['0 #fff 0', '1 #8c7f6c 0.28'] },
  { id: 'vignette', geometry: { cx: 0.42, cy: 0.45, r: 0.8 }, stops: ['0.55 #000 0', '1 #000 0.42'] },
];

/** One gradient element, a stop per line; radial where the geometry has a centre. */
function gradient({ id, geometry, stops }: Gradient): string {
  const tag = 'cx' in geometry ? 'radialGradient' : 'linearGradient';
  const attributes = Object.entries(geometry)
    .map(([name, value]) => ` ${name}="${value}"`)
    .join('');
  const stopLines = stops.map((stop) => {
    const [offset, colour, opacity] = stop.split(' ');
    const fade = opacity === undefined ? '' : ` stop-opacity="${opacity}"`;
    return `\n      <stop offset="${offset}" stop-color="${colour}"${fade}/>`;
  });
  return `<${tag} id="${id}"${attributes}>${stopLines.join('')}\n    </${tag}>`;
}

export function stillLifeSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    ${surfaceGradients.map(gradient).join('\n    ')}
    <pattern id="striation" width="6" height="3" patternUnits="userSpaceOnUse">
      <rect width="6" height="1" fill="#b9ae9c"/>
    </pattern>
    ${shadingGradients.map(gradient).join('\n    ')}
    <filter id="blur" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="38"/></filter>
    <filter id="pane" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="12"/></filter>
    <filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="14"/></filter>
    <filter id="shadow" x="-30%" y="-60%" width="160%" height="220%"><feGaussianBlur stdDeviation="34"/></filter>
    <filter id="grain" x="0" y="0" width="100%" height="100%">
      <feTurbulence type="fractalNoise" baseFrequency="0.85" numOctaves="2" seed="4" result="noise"/>
      <feColorMatrix type="saturate" values="0"/>
    </filter>
  </defs>

  <rect width="${WIDTH}" height="1180" fill="url(#wall)"/>
  <rect y="1180" width="${WIDTH}" height="${HEIGHT - 1180}" fill="url(#table)"/>
  <rect y="1172" width="${WIDTH}" height="14" fill="#fff6e6" opacity="0.3" filter="url(#soft)"/>

  <!-- Window light: four panes thrown onto the wall, and a faint shaft through the air. -->
  <g filter="url(#pane)" fill="#fff4dc" opacity="0.62">
    <polygon points="760,120 1060,60 1090,430 790,480"/>
    <polygon points="1100,52 1400,-8 1430,362 1130,422"/>
    <polygon points="800,530 1100,470 1130,840 830,890"/>
    <polygon points="1140,462 1440,402 1470,772 1170,832"/>
  </g>
  <polygon points="760,60 1480,-40 900,1500 -200,1500" fill="url(#shaft)" opacity="0.35" filter="url(#blur)"/>

  <!-- Cast shadow of the stack, thrown down and to the left, away from the window. -->
  <polygon points="140,1690 1290,1690 1430,1460 1200,1440 -120,1600 -160,1860 900,1880" fill="#2b241b" opacity="0.34" filter="url(#shadow)"/>
  <rect x="110" y="1676" width="1200" height="26" fill="#1c1712" opacity="0.6" filter="url(#soft)"/>

  ${stack()}
  ${sheet()}

  <g filter="url(#soft)">${motes()}</g>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#vignette)"/>
  <rect width="${WIDTH}" height="${HEIGHT}" filter="url(#grain)" opacity="0.07"/>
</svg>`;
}

async function main(): Promise<void> {
  fs.mkdirSync(OUT_DIR, { recursive: true });
  const file = path.join(OUT_DIR, 'preface-still-life.jpg');
  const jpeg = await sharp(Buffer.from(stillLifeSvg())).jpeg({ quality: 80, mozjpeg: true }).toBuffer();
  fs.writeFileSync(file, jpeg);
  console.log(`${path.relative(process.cwd(), file)}: ${WIDTH} × ${HEIGHT}, ${Math.round(jpeg.length / 1024)} KB`);
}

if (require.main === module) void main();
