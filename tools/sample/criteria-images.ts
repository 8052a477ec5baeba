/**
 * Sample images for the criteria page (issue 4): the intro's main image (2400 × 1350, report
 * pages with layout grid, charts and a picture on a desk) and three section images
 * (1600 × 1000: value creation, design grid, scoring sheet). Drawn as SVG (tools/sample/
 * paper-scenes.ts) and rendered with sharp; nothing downloaded.
 * Run once: `npx tsx tools/sample/criteria-images.ts`. The JPEGs in content/media/criteria/
 * are committed; the build publishes them with their WebP variants.
 */
import * as paper from './paper-scenes';
import { GOLD, INK, PAPER, RED } from './paper-scenes';

const AREA = 'criteria';

/** A spread: left page with headline, text and a picture; right page with chart and text. */
function spread(rnd: () => number, w: number, h: number, id: string): string {
  const half = w / 2;
  const m = w * 0.045;
  const left = `${paper.grid(half, h, m, 6)}
    ${paper.headline(m, m * 1.4, half * 0.62, h * 0.045)}
    ${paper.textBars(rnd, m, m * 1.4 + h * 0.16, half * 0.38, 14, h * 0.018)}
    ${paper.picture(`${id}-a`, half * 0.5, m * 1.4 + h * 0.16, half * 0.5 - m, h * 0.42, ['#9fb4c7', '#e9e1d0'], ['#6f7d5c', '#3f4a35'])}
    ${paper.textBars(rnd, half * 0.5, m * 1.4 + h * 0.62, half * 0.5 - m, 8, h * 0.018)}`;
  const right = `${paper.grid(half, h, m, 6)}
    <rect x="${m}" y="${m * 1.4}" width="${half * 0.18}" height="${h * 0.012}" fill="${GOLD}"/>
    ${paper.lineChart(rnd, m, m * 2.4, half - 2 * m, h * 0.34, 11)}
    ${paper.textBars(rnd, m, m * 2.4 + h * 0.42, (half - 3 * m) / 2, 12, h * 0.018)}
    ${paper.textBars(rnd, half / 2 + m / 2, m * 2.4 + h * 0.42, (half - 3 * m) / 2, 10, h * 0.018)}`;
  return `${left}<g transform="translate(${half} 0)">${right}</g><rect x="${half - w * 0.03}" y="0" width="${w * 0.06}" height="${h}" fill="url(#gutter)"/>`;
}

function mainImage(): string {
  const W = 2400;
  const H = 1350;
  const rnd = paper.random(2026);
  const coverW = 560;
  const coverH = 760;
  const cover = `<rect width="${coverW}" height="${coverH}" fill="${INK}"/>
    ${paper.sun(coverW / 2, coverH * 0.56, 120)}
    <rect x="56" y="${coverH * 0.56}" width="${coverW - 112}" height="3" fill="${GOLD}"/>
    <rect x="56" y="${coverH * 0.68}" width="${coverW * 0.5}" height="30" fill="${PAPER}"/>
    <rect x="56" y="${coverH * 0.68 + 48}" width="${coverW * 0.32}" height="30" fill="${PAPER}"/>`;
  const tableSheet = (() => {
    let rows = '';
    for (let i = 0; i < 11; i++) {
      const y = 150 + i * 52;
      rows += `<rect x="60" y="${y + 40}" width="560" height="1.5" fill="#d6d0c6"/>
        <rect x="60" y="${y + 14}" width="${150 + rnd() * 120}" height="14" rx="7" fill="#8f8a82"/>
        <rect x="420" y="${y + 14}" width="${60 + rnd() * 40}" height="14" rx="7" fill="${i === 0 ? GOLD : '#3b3a3f'}"/>
        <rect x="540" y="${y + 14}" width="${40 + rnd() * 40}" height="14" rx="7" fill="#3b3a3f"/>`;
    }
    return `<rect x="60" y="70" width="330" height="34" fill="${INK}"/><rect x="60" y="130" width="560" height="4" fill="${INK}"/>${rows}`;
  })();
  return paper.scene(['#ddd6ca', '#cfc6b7', '#b2a794'], W, H, [
    paper.sheet(1720, -120, coverW, coverH, 9, cover, { fill: INK }),
    paper.sheet(150, 170, 1500, 1000, -4, spread(rnd, 1500, 1000, 'sp')),
    paper.sheet(1480, 560, 680, 860, 7, tableSheet, { lifted: true }),
    paper.pen(1330, 1230, 520, -14),
  ]);
}

/** Value creation: a page of targets and results, a loose chart sheet, a gold marker line. */
function valueCreation(): string {
  const W = 1600;
  const H = 1000;
  const rnd = paper.random(11);
  const page = `${paper.headline(70, 80, 420, 34)}
    ${paper.lineChart(rnd, 70, 230, 780, 330, 9)}
    ${paper.textBars(rnd, 70, 640, 360, 9, 18)}
    ${paper.textBars(rnd, 490, 640, 360, 8, 18)}`;
  const charts = `<rect x="50" y="60" width="140" height="10" fill="${GOLD}"/>
    ${paper.barChart(rnd, 50, 120, 420, 260, 7, 6)}
    ${paper.textBars(rnd, 50, 440, 420, 6, 16)}`;
  return paper.scene(['#e1ddd4', '#d2cbbe', '#bdb3a2'], W, H, [
    paper.sheet(120, 90, 920, 1000, -5, page),
    paper.sheet(980, 180, 520, 640, 6, charts, { lifted: true }),
    paper.pen(1040, 880, 380, -22),
  ]);
}

/** Design: a spread under a layout grid: full-bleed picture, type scale, small multiples. */
function designSpread(rnd: () => number, w: number, h: number): string {
  const half = w / 2;
  const m = w * 0.045;
  const left = `${paper.picture('dg-a', 0, 0, half, h * 0.58, ['#c9b79a', '#f1e6d2'], ['#7b6a55', '#40362b'])}
    ${paper.grid(half, h, m, 6)}
    <rect x="${m}" y="${h * 0.64}" width="${half * 0.1}" height="${h * 0.01}" fill="${GOLD}"/>
    ${paper.textBars(rnd, m, h * 0.68, half * 0.4, 8, h * 0.017)}
    ${paper.textBars(rnd, half * 0.52, h * 0.68, half * 0.4, 7, h * 0.017)}`;
  let scale = '';
  [0.07, 0.045, 0.03, 0.02].forEach((size, i) => {
    const y = m * 1.4 + [0, 0.13, 0.23, 0.31][i]! * h;
    scale += `<rect x="${m}" y="${y}" width="${half * [0.78, 0.6, 0.5, 0.4][i]!}" height="${h * size}" fill="${INK}"/>`;
  });
  let multiples = '';
  for (let i = 0; i < 6; i++) {
    const cx = m + (i % 3) * ((half - 2 * m) / 3);
    const cy = h * 0.45 + Math.floor(i / 3) * h * 0.2;
    multiples += paper.barChart(rnd, cx, cy, (half - 2 * m) / 3 - m * 0.6, h * 0.13, 5, i === 4 ? 4 : -1);
  }
  const footer = paper.textBars(rnd, m, h * 0.86, half - 2 * m, 3, h * 0.017);
  const right = `${paper.grid(half, h, m, 6)}${scale}${multiples}${footer}`;
  return `${left}<g transform="translate(${half} 0)">${right}</g><rect x="${half - w * 0.03}" y="0" width="${w * 0.06}" height="${h}" fill="url(#gutter)"/>`;
}

function designGrid(): string {
  const W = 1600;
  const H = 1000;
  const rnd = paper.random(23);
  const swatches = [INK, GOLD, '#e3c873', RED, '#8b877f', PAPER]
    .map((c, i) => `<rect x="${40 + i * 62}" y="40" width="50" height="50" fill="${c}" stroke="#d9d4cc"/>`)
    .join('');
  return paper.scene(['#3a3833', '#2b2a27', '#1c1b19'], W, H, [
    paper.sheet(90, 120, 1300, 820, -2.5, designSpread(rnd, 1300, 820)),
    paper.sheet(1200, 40, 420, 130, 4, swatches, { lifted: true }),
  ]);
}

/** Scoring: an assessment sheet with criteria rows and points as filled circles. */
function scoringSheet(): string {
  const W = 1600;
  const H = 1000;
  const rnd = paper.random(37);
  let rows = '';
  for (let r = 0; r < 11; r++) {
    const y = 190 + r * 62;
    const score = 3 + Math.floor(rnd() * 7);
    rows += `<rect x="70" y="${y + 46}" width="860" height="1.5" fill="#d6d0c6"/>
      <rect x="70" y="${y + 16}" width="${180 + rnd() * 140}" height="15" rx="7" fill="#8f8a82"/>`;
    for (let c = 0; c < 10; c++) {
      const filled = c < score;
      rows += `<circle cx="${520 + c * 40}" cy="${y + 23}" r="12" fill="${filled ? (c === 9 ? GOLD : INK) : 'none'}" stroke="${INK}" stroke-width="2"/>`;
    }
  }
  const title = paper.headline(70, 70, 380, 30);
  const sheetContent = `${title}<rect x="70" y="170" width="860" height="4" fill="${INK}"/>${rows}`;
  const summary = `<rect x="50" y="60" width="200" height="10" fill="${GOLD}"/>
    <circle cx="210" cy="270" r="120" fill="none" stroke="#d6d0c6" stroke-width="26"/>
    <path d="M210 150 A120 120 0 1 1 96 307" fill="none" stroke="${GOLD}" stroke-width="26"/>
    ${paper.textBars(rnd, 50, 450, 320, 6, 16)}`;
  return paper.scene(['#d8dbd9', '#c7cbc8', '#a9afab'], W, H, [
    paper.sheet(140, 40, 1000, 960, 3, sheetContent),
    paper.sheet(1090, 300, 420, 600, -7, summary, { lifted: true }),
    paper.pen(980, 120, 420, 32),
  ]);
}

paper.writeJpegs(AREA, [
  ['criteria-main.jpg', mainImage, 78],
  ['value-creation.jpg', valueCreation],
  ['design-grid.jpg', designGrid],
  ['scoring-sheet.jpg', scoringSheet],
]);
