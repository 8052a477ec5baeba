/**
 * Share images for link previews, 1200 × 630 JPEG, into public/globalassets/og/: one default
 * image per locale, one per participant (name and rank circles; serves both languages, so its
 * labels are bilingual), and the organisation's logo for JSON-LD. Text is set as paths (./text),
 * never as SVG text, so names render the same everywhere and content cannot inject markup.
 * With sample data, every image but the logo carries a gold "BEISPIELDATEN · SAMPLE DATA" band.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { MediaContent, Produce } from './produce';
import { inParallel } from '../build/in-parallel';
import { colours as badgeColours, markSvg } from './badge-svg';
import { font, textPath, textWidth, wrap, type Weight } from './text';
import type { Messages } from '../../lib/content/message-schema';
import type { Participant } from '../../lib/content/participant';
import { localeCodes, locales, type Locale } from '../../lib/i18n/locales';
import { formatRank, rankKind } from '../../lib/participant/format';
import {
  SHARE_IMAGE_HEIGHT as H,
  SHARE_IMAGE_WIDTH as W,
  defaultShareImagePath,
  organizationLogo,
  participantShareImagePath,
} from '../../lib/seo/metadata';

/** Bump when the designs change, to regenerate every share image. */
const DESIGN = 1;
const M = 72;
const colours = { ...badgeColours, rule: '#3a3a3a', quiet: '#6b6b6b', quietInk: '#bdbdbd' };

/** Height of capitals at a size, to centre figures and place the first line of a block. */
function capHeight(size: number): number {
  const f = font(800);
  const os2 = (f.tables as { os2?: { sCapHeight?: number } }).os2;
  return ((os2?.sCapHeight ?? 700) / f.unitsPerEm) * size;
}

/** The largest size from `max` down to `min` at which `text` is at most `width` wide. */
function fitSize(text: string, weight: Weight, max: number, min: number, width: number, tracking = 0): number {
  let size = max;
  while (size > min && textWidth(text, weight, size, tracking) > width) size -= 1;
  return size;
}

function centred(text: string, cx: number, y: number, size: number, weight: Weight, fill: string): string {
  return textPath(text, cx - textWidth(text, weight, size) / 2, y, size, weight, fill);
}

/** Cuts a line to a width, ending it with an ellipsis. */
function ellipsis(line: string, weight: Weight, size: number, width: number): string {
  let cut = line;
  while (cut.length > 1 && textWidth(`${cut}…`, weight, size) > width) cut = cut.slice(0, -1).trimEnd();
  return `${cut}…`;
}

type Box = Record<'x' | 'top' | 'width' | 'height', number>;

interface Sizes {
  max: number;
  min: number;
  step: number;
  /** Line distance as a multiple of the size. */
  leading: number;
}

/** `text` wrapped to the box at the largest size that fits; at the smallest, the overflow gets an ellipsis. */
export function fitText(text: string, box: Box, sizes: Sizes, weight: Weight) {
  const layout = (size: number) => {
    const leading = Math.round(size * sizes.leading);
    const maxLines = Math.max(1, Math.floor((box.height - capHeight(size)) / leading) + 1);
    return { size, leading, maxLines, lines: wrap(text, weight, size, box.width) };
  };
  const tooWide = (line: string, size: number) => textWidth(line, weight, size) > box.width;
  let fit = layout(sizes.max);
  while (fit.size > sizes.min && (fit.lines.length > fit.maxLines || fit.lines.some((l) => tooWide(l, fit.size))))
    fit = layout(fit.size - sizes.step);
  const { size, leading, maxLines } = fit;
  let { lines } = fit;
  if (lines.length > maxLines)
    lines = [...lines.slice(0, maxLines - 1), ellipsis(lines.slice(maxLines - 1).join(' '), weight, size, box.width)];
  lines = lines.map((line) => (tooWide(line, size) ? ellipsis(line, weight, size, box.width) : line));
  return { size, leading, lines };
}

function textBlock(text: string, box: Box, sizes: Sizes, weight: Weight, fill: string) {
  const { size, leading, lines } = fitText(text, box, sizes, weight);
  const first = box.top + capHeight(size);
  return {
    svg: lines.map((line, i) => textPath(line, box.x, first + i * leading, size, weight, fill)).join(''),
    bottom: first + (lines.length - 1) * leading,
  };
}

/** The gold tick above the programme name; the sample-data band takes its place. */
const tick = `<rect x="${M}" y="64" width="40" height="6" fill="${colours.gold}"/>`;

/** Programme name (tracked capitals) on the left, the year in gold on the right, a rule below. */
const headers = new Map<string, string>();
function header(programme: string, year: string): string {
  const key = `${programme}|${year}`;
  const cached = headers.get(key);
  if (cached !== undefined) return cached;
  const yearSize = 40;
  const yearWidth = textWidth(year, 800, yearSize);
  const tracking = 2;
  const label = programme.toUpperCase();
  const size = fitSize(label, 700, 22, 14, W - 2 * M - yearWidth - 32, tracking);
  const svg = [
    textPath(label, M, 106, size, 700, colours.ink, tracking),
    textPath(year, W - M - yearWidth, 108, yearSize, 800, colours.gold),
    `<rect x="${M}" y="134" width="${W - 2 * M}" height="2" fill="${colours.rule}"/>`,
  ].join('');
  headers.set(key, svg);
  return svg;
}

/** The sample-data mark's word in each locale; the band sets it in capitals. */
const sampleDataWords: Record<Locale, string> = { 'de-CH': 'Beispieldaten', 'en-GB': 'Sample data' };

/** The sample-data band's text in every locale, `first`'s in front ("BEISPIELDATEN · SAMPLE DATA"). */
export function sampleDataLabel(first?: Locale): string {
  const codes = first ? [first, ...localeCodes.filter((code) => code !== first)] : localeCodes;
  return bilingual(codes.map((code) => sampleDataWords[code])).toUpperCase();
}

/** Height of the sample-data band. */
export const SAMPLE_BAND_HEIGHT = 52;

/** The sample-data mark: a full-width gold band in place of the tick, centred to survive square crops. */
export function sampleBand(label: string): string {
  const size = 27;
  const tracking = 3.5;
  // textWidth counts the tracking after the last letter too; centre the letters themselves.
  const x = (W - textWidth(label, 800, size, tracking) + tracking) / 2;
  const baseline = (SAMPLE_BAND_HEIGHT + capHeight(size)) / 2;
  return `<rect width="${W}" height="${SAMPLE_BAND_HEIGHT}" fill="${colours.gold}"/>${textPath(label, x, baseline, size, 800, colours.ground, tracking)}`;
}

/** A card on the ground: the sample-data band when given its label (else the header's tick), the header, `body`. */
const cardSvg = (programme: string, year: string, sampleMark: string | undefined, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><rect width="${W}" height="${H}" fill="${colours.ground}"/>${sampleMark === undefined ? tick : sampleBand(sampleMark)}${header(programme, year)}${body}</svg>`;

/** A rank circle as on the participant page: rank 1 filled gold, other ranks ringed gold, none grey. */
function rankCircle({ label, rank }: ParticipantCard['ranks'][number], cx: number, cy: number, r: number): string {
  const kind = rankKind(rank);
  const text = formatRank(rank);
  const first = kind === 'ranked' && Number(text) === 1;
  const ring = first
    ? `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${colours.gold}"/>`
    : `<circle cx="${cx}" cy="${cy}" r="${r - 1.5}" fill="none" stroke="${kind === 'ranked' ? colours.gold : colours.quiet}" stroke-width="3"/>`;
  const size = fitSize(text, 800, 52, 24, 2 * r - 28);
  const ink = first ? colours.ground : kind === 'ranked' ? colours.ink : colours.quietInk;
  const labelSize = fitSize(label, 700, 19, 13, 190);
  // The asterisk sits at cap height; lower it to the circle's centre.
  const baseline = cy + capHeight(size) / 2 + (text === '*' ? size * 0.3 : 0);
  return (
    ring + centred(text, cx, baseline, size, 800, ink) + centred(label, cx, cy + r + 38, labelSize, 700, colours.muted)
  );
}

export type ParticipantCard = ReturnType<typeof participantCard>;

/** Where the company name goes: below the header, above the rank circles. */
export const nameBox: Box = { x: M, top: 184, width: W - 2 * M, height: 196 };
export const nameSizes: Sizes = { max: 80, min: 40, step: 4, leading: 1.08 };

/** `sampleMark`: the sample-data band's label (sampleDataLabel), or none for real results. */
export function participantShareSvg({ programme, year, name, ranks }: ParticipantCard, sampleMark?: string): string {
  const nameBlock = textBlock(name, nameBox, nameSizes, 800, colours.ink);
  const r = 60;
  const circles = ranks.map((rank, i) => rankCircle(rank, M + r + i * 210, 466, r)).join('');
  return cardSvg(programme, year, sampleMark, `${nameBlock.svg}${circles}${markSvg(872, 358, 6.5)}`);
}

export type DefaultCard = Record<'programme' | 'year' | 'headline' | 'subline', string>;

/** `sampleMark`: the sample-data band's label (sampleDataLabel), or none for real results. */
export function defaultShareSvg({ programme, year, headline, subline }: DefaultCard, sampleMark?: string): string {
  const width = 720;
  const head = textBlock(
    headline,
    { x: M, top: 200, width, height: 250 },
    { max: 84, min: 48, step: 4, leading: 1.06 },
    800,
    colours.ink,
  );
  const sub = textBlock(
    subline,
    { x: M, top: head.bottom + 52, width, height: Math.max(40, 560 - head.bottom - 52) },
    { max: 30, min: 22, step: 2, leading: 1.3 },
    400,
    colours.muted,
  );
  return cardSvg(programme, year, sampleMark, `${head.svg}${sub.svg}${markSvg(822, 212, 8.5)}`);
}

/** Labels in both languages, each once: ["Gesamt", "Overall"] → "Gesamt · Overall"; ["Design", "Design"] → "Design". */
export function bilingual(labels: readonly string[]): string {
  // Equal at accent strength is an equivalence, so a label equal to an earlier one equals a kept one.
  const same = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0;
  return labels.filter((label, i) => !labels.slice(0, i).some((seen) => same(seen, label))).join(' · ');
}

export function participantCard(participant: Participant, year: number, messages: Record<Locale, Messages>) {
  const all = locales.map((l) => messages[l.code]);
  const label = (key: 'overall' | 'valueReporting' | 'design') => bilingual(all.map((m) => m.participant.ranks[key]));
  return {
    programme: bilingual(all.map((m) => m.seo.organization.name)),
    year: String(year),
    name: participant.name,
    /** Overall, value reporting, design. */
    ranks: [
      { label: label('overall'), rank: participant.rankOverall },
      { label: label('valueReporting'), rank: participant.rankVR },
      { label: label('design'), rank: participant.rankDS },
    ],
  };
}

// libjpeg-turbo, not mozjpeg: mozjpeg saves a quarter of the bytes but takes six times as long,
// which counts at thousands of participants. 4:4:4 keeps the gold and white edges clean.
const jpeg = (svg: string) => sharp(Buffer.from(svg)).jpeg({ quality: 86, chromaSubsampling: '4:4:4' }).toBuffer();

/** Writes the share images; `sampleData` is part of their stamps, so switching it regenerates them. */
export async function generateShareImages(
  produce: Produce,
  { editions, currentYear, messages, sampleData }: MediaContent & { currentYear: number; sampleData: boolean },
): Promise<void> {
  const tasks: (() => Promise<void>)[] = [];
  // Produce takes the path under globalassets/.
  const task = (url: string, inputs: string, make: () => Promise<Buffer>) =>
    tasks.push(() => produce(url.replace(/^\/globalassets\//, ''), inputs, make));
  const sample = `sample=${sampleData}`;
  for (const { code } of locales) {
    const m = messages[code];
    const card: DefaultCard = {
      programme: m.seo.organization.name,
      year: String(currentYear),
      headline: m.seo.shareImage.headline,
      subline: m.seo.shareImage.subline,
    };
    const sampleMark = sampleData ? sampleDataLabel(code) : undefined;
    task(defaultShareImagePath(code), `og-default|${DESIGN}|${sample}|${JSON.stringify(card)}`, () =>
      jpeg(defaultShareSvg(card, sampleMark)),
    );
  }
  const participantMark = sampleData ? sampleDataLabel() : undefined;
  for (const { year, participants } of editions)
    for (const participant of participants) {
      const card = participantCard(participant, year, messages);
      task(participantShareImagePath(participant.ref, year), `og|${DESIGN}|${sample}|${JSON.stringify(card)}`, () =>
        jpeg(participantShareSvg(card, participantMark)),
      );
    }
  const icon = fs.readFileSync(path.join(process.cwd(), 'app', 'icon.svg'));
  const { width, height } = organizationLogo;
  task(organizationLogo.path, `og-logo|${DESIGN}|${width}|${icon.toString('base64')}`, () =>
    // The icon's viewBox is 40 units wide: render at the density that makes it `width` pixels.
    sharp(icon, { density: (72 * width) / 40 })
      .resize(width, height)
      .png()
      .toBuffer(),
  );
  // At most four at a time: sharp renders on libuv's thread pool.
  await inParallel(tasks, 4, (task) => task());
}
