/**
 * The embeddable badge: a black tile, the gold sun, programme and result ("Rang 3 · 2026"); text as
 * paths, as <img> loads no web fonts, the words in <title> and aria-label.
 */
import { textPath, textWidth } from './text';
import type { BadgeTexts } from '../../lib/badge/badge-texts';

export const BADGE_HEIGHT = 64;
const PAD = 14;
const MARK = 36;
const TEXT_X = PAD + MARK + 14;
export const colours = { ground: '#111111', ink: '#ffffff', muted: '#d9d4ca', gold: '#c9a227' };
const caps = { size: 10, weight: 700, tracking: 1.1 } as const;
const result = { size: 21, weight: 800 } as const;

/** Text for XML: the five characters that could end an attribute or start markup. */
export function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** The programme's mark (app/icon.svg without its tile), 40 units wide at `scale` 1, at (x, y). */
export function markSvg(x: number, y: number, scale: number): string {
  const g = colours.gold;
  const rays = 'M20 6v4M9 10.5l3 3M31 10.5l-3 3M4.5 23h4M31.5 23h4';
  return [
    `<g transform="translate(${x} ${y}) scale(${scale})">`,
    `<circle cx="20" cy="23" r="8" fill="${g}"/>`,
    `<path d="${rays}" stroke="${g}" stroke-width="2.5" stroke-linecap="round" fill="none"/>`,
    `<rect x="4" y="32" width="32" height="2.5" fill="${g}"/></g>`,
  ].join('');
}

/** The badge's width: the longer of its two lines decides. */
export function badgeWidth({ programme, line }: Pick<BadgeTexts, 'programme' | 'line'>): number {
  const capsWidth = textWidth(programme.toUpperCase(), caps.weight, caps.size, caps.tracking) - caps.tracking;
  const lineWidth = textWidth(line, result.weight, result.size);
  return Math.ceil(TEXT_X + Math.max(capsWidth, lineWidth) + PAD + 4);
}

export function badgeSvg(texts: BadgeTexts): string {
  const width = badgeWidth(texts);
  const label = escapeXml(texts.label);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${BADGE_HEIGHT}"`,
    ` viewBox="0 0 ${width} ${BADGE_HEIGHT}" role="img" aria-label="${label}">`,
    `<title>${label}</title>`,
    `<rect width="${width}" height="${BADGE_HEIGHT}" rx="6" fill="${colours.ground}"/>`,
    markSvg(PAD, (BADGE_HEIGHT - MARK) / 2 - 1, MARK / 40),
    textPath(texts.programme.toUpperCase(), TEXT_X, 26, caps.size, caps.weight, colours.muted, caps.tracking),
    textPath(texts.line, TEXT_X, 49, result.size, result.weight, colours.ink),
    '</svg>',
  ].join('');
}
