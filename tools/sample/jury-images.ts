/**
 * Sample images for the jury page: a monogram portrait of the chair (1200 × 1200)
 * and four scenes of the jury session for the embedded gallery (1600 × 1067): reports to be
 * read, a marked page, the session table, the calibration of two assessments. Abstract
 * compositions drawn as SVG (tools/sample/paper-scenes.ts), rendered with sharp; nothing
 * downloaded. Run once: `npx tsx tools/sample/jury-images.ts`; the JPEGs in
 * content/media/jury/ are committed.
 */
import { textPath, textWidth } from '../../pipeline/media/text';
import * as paper from './paper-scenes';
import { GOLD, GOLD_LIGHT, INK, PAPER, RED } from './paper-scenes';

const AREA = 'jury';
const W = 1600;
const H = 1067;

/** A monogram portrait: initials in large type on a dark, softly lit field with a gold rule. */
function monogram(initials: string): string {
  const w = 1200;
  const h = 1200;
  const size = 480;
  const x = (w - textWidth(initials, 800, size, -12)) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs>
    <radialGradient id="glow" cx="0.32" cy="0.22" r="0.95">
      <stop offset="0" stop-color="#4a4640"/><stop offset="0.55" stop-color="#23211e"/><stop offset="1" stop-color="#121110"/>
    </radialGradient>
    <filter id="blur"><feGaussianBlur stdDeviation="30"/></filter>
    <filter id="grain"><feTurbulence type="fractalNoise" baseFrequency="0.8" numOctaves="2" seed="3"/><feColorMatrix type="matrix" values="0 0 0 0 0.6  0 0 0 0 0.55  0 0 0 0 0.5  0 0 0 0.06 0"/></filter>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#glow)"/>
  <ellipse cx="${w * 0.5}" cy="${h * 0.34}" rx="220" ry="260" fill="#3d3a35" filter="url(#blur)" opacity="0.9"/>
  ${textPath(initials, x, h * 0.6, size, 800, PAPER, -12)}
  <rect x="${w * 0.5 - 160}" y="${h * 0.7}" width="320" height="10" fill="${GOLD}"/>
  <rect width="${w}" height="${h}" filter="url(#grain)"/>
</svg>`;
}

/** A report cover seen from above, in one of the sample palettes, with an abstract mark. */
function cover(colour: string, ink: string, accent: string, kind: number): string {
  const w = 420;
  const h = 560;
  const mark =
    kind === 0
      ? paper.sun(w / 2, h * 0.5, 80, accent)
      : kind === 1
        ? `<rect x="40" y="120" width="${w - 80}" height="220" fill="${accent}"/>`
        : `<circle cx="${w * 0.62}" cy="${h * 0.38}" r="130" fill="${accent}"/>`;
  return `${mark}<rect x="40" y="40" width="${w - 80}" height="3" fill="${ink}" opacity="0.7"/>
    <rect x="40" y="${h - 130}" width="${w * 0.55}" height="26" fill="${ink}"/><rect x="40" y="${h - 88}" width="${w * 0.35}" height="26" fill="${ink}"/>`;
}

/** Reports waiting to be read: a fan of covers with paper tabs, seen from above. */
function reports(): string {
  const covers: [string, string, string, number][] = [
    ['#14213d', PAPER, GOLD, 0],
    ['#f4efe6', INK, RED, 1],
    ['#1f4037', PAPER, GOLD_LIGHT, 2],
    ['#5c1a24', PAPER, '#e8b4a0', 1],
    ['#e9ecef', INK, '#1a56db', 2],
    [INK, PAPER, GOLD, 0],
  ];
  const placed = covers
    .map(([bg, ink, accent, kind], i) => {
      const x = 120 + i * 210;
      const y = 150 + (i % 2) * 120;
      const tab = `<rect x="${420 - 6}" y="${120 + i * 40}" width="40" height="70" fill="${i % 2 ? GOLD_LIGHT : '#f7f1e3'}"/>`;
      return paper.sheet(x, y, 420, 560, -12 + i * 5, tab + cover(bg, ink, accent, kind), { fill: bg });
    })
    .join('\n');
  return paper.scene(['#b79f80', '#9c8466', '#7a6650'], W, H, [placed, paper.pen(1080, 930, 420, -8)]);
}

/** A page read closely: gold highlighter over lines, a margin note bar, paper tabs. */
function markedPage(): string {
  const rnd = paper.random(5);
  let lines = '';
  for (let i = 0; i < 15; i++) {
    const y = 200 + i * 46;
    const len = 760 * (0.8 + rnd() * 0.2);
    if (i === 3 || i === 4 || i === 10)
      lines += `<rect x="66" y="${y - 8}" width="${len + 8}" height="34" fill="${GOLD_LIGHT}" opacity="0.75"/>`;
    lines += `<rect x="70" y="${y}" width="${len}" height="16" rx="8" fill="#7f7a72"/>`;
  }
  const page = `${paper.headline(70, 70, 560, 36)}${lines}
    <rect x="880" y="330" width="6" height="90" fill="${RED}"/><rect x="880" y="650" width="6" height="60" fill="${RED}"/>
    ${paper.barChart(rnd, 70, 920, 380, 140, 6, 5)}`;
  return paper.scene(['#d5cdbf', '#c4baa9', '#a69a86'], W, H, [
    paper.sheet(1160, 120, 90, 160, 8, '', { fill: GOLD }),
    paper.sheet(1160, 330, 90, 160, 4, '', { fill: '#f7f1e3' }),
    paper.sheet(260, -60, 960, 1180, -3, page, { lifted: true }),
    paper.pen(1150, 760, 460, -30, '#3b3a3f'),
  ]);
}

/** The session table from above: assessment sheets at each seat, cups, a laptop, the agenda. */
function sessionTable(): string {
  const rnd = paper.random(9);
  const seats = [
    [160, 120, -6],
    [620, 90, 3],
    [1080, 130, 8],
    [200, 620, 5],
    [660, 650, -4],
    [1120, 610, -9],
  ] as const;
  const sheets = seats
    .map(([x, y, r]) =>
      paper.sheet(x, y, 300, 400, r, `${paper.headline(30, 30, 170, 16)}${paper.textBars(rnd, 30, 100, 240, 10, 12)}`),
    )
    .join('\n');
  const cup = (cx: number, cy: number) =>
    `<circle cx="${cx + 10}" cy="${cy + 14}" r="58" fill="#000" opacity="0.18" filter="url(#soft)"/><circle cx="${cx}" cy="${cy}" r="56" fill="#f6f3ee"/><circle cx="${cx}" cy="${cy}" r="40" fill="#4a2f1d"/><circle cx="${cx - 12}" cy="${cy - 12}" r="10" fill="#fff" opacity="0.25"/>`;
  const agenda =
    `<rect x="30" y="40" width="420" height="18" fill="${INK}"/>` +
    `<rect x="30" y="80" width="${200 + rnd() * 100}" height="14" rx="7" fill="${GOLD}"/>`;
  return paper.scene(['#6b5a48', '#574838', '#3f3428'], W, H, [
    `<rect x="40" y="40" width="${W - 80}" height="${H - 80}" rx="24" fill="#e9e3d8" opacity="0.12"/>`,
    sheets,
    paper.sheet(560, 470, 480, 140, 0, agenda, { fill: PAPER, lifted: true }),
    `${cup(520, 520)}${cup(1110, 560)}`,
    `${paper.pen(420, 930, 300, 12)}${paper.pen(940, 420, 300, -20, '#3b3a3f')}`,
  ]);
}

/** Calibration: two assessments of the same report side by side, the difference circled. */
function calibration(): string {
  const rnd = paper.random(17);
  const scores = Array.from({ length: 9 }, () => 4 + Math.floor(rnd() * 5));
  const assessment = (shift: (i: number) => number) => {
    let rows = '';
    scores.forEach((score, i) => {
      const y = 150 + i * 74;
      const own = Math.min(10, Math.max(1, score + shift(i)));
      rows += `<rect x="40" y="${y + 40}" width="560" height="1.5" fill="#d6d0c6"/><rect x="40" y="${y + 10}" width="${120 + ((i * 37) % 90)}" height="14" rx="7" fill="#8f8a82"/>`;
      for (let c = 0; c < 10; c++)
        rows += `<circle cx="${300 + c * 30}" cy="${y + 17}" r="9" fill="${c < own ? INK : 'none'}" stroke="${INK}" stroke-width="2"/>`;
    });
    return `${paper.headline(40, 40, 300, 24)}${rows}`;
  };
  const firstAssessment = assessment(() => 0);
  // The second juror differs on two criteria: one scored three points lower, one a point higher.
  const secondAssessment = assessment((i) => (i === 5 ? -3 : i === 2 ? 1 : 0));
  const differenceCircled =
    `<ellipse cx="1200" cy="567" rx="190" ry="46" fill="none" stroke="${GOLD}" stroke-width="8"` +
    ` transform="rotate(2.5 1160 520)"/>`;
  return paper.scene(['#d3d6d2', '#c2c6c1', '#a3aaa4'], W, H, [
    paper.sheet(110, 110, 660, 860, -3, firstAssessment),
    paper.sheet(830, 90, 660, 860, 2.5, secondAssessment, { lifted: true }),
    differenceCircled,
    paper.pen(620, 960, 380, -6),
  ]);
}

paper.writeJpegs(AREA, [
  ['chair-monogram.jpg', () => monogram('MG')],
  ['session-reports.jpg', reports],
  ['session-marked-page.jpg', markedPage],
  ['session-table.jpg', sessionTable],
  ['session-calibration.jpg', calibration],
]);
