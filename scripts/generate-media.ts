/**
 * Sample media for the site, generated at build (npm run build runs this first) into
 * public/globalassets/ (not committed): for every participant a report cover
 * participants/{ref}.jpg (900 × 1200) and a one-page result PDF participants/{ref}.pdf; for
 * every ref in content/awards.json three spreads laudatio/{ref}-{1,2,3}.jpg (1600 × 1000), each
 * with WebP copies {name}-{width}w.webp at the widths of lib/images/generated.ts.
 * It also publishes the editors' images from content/media/ (scripts/media/content-media) and
 * writes the Lottie animations (scripts/media/animations) and the share images og/*.jpg
 * (scripts/media/og-images).
 * Files are rebuilt only when their inputs change (a stamp per file in .cache/media-stamps.json).
 */
import './env';
import fs from 'node:fs';
import path from 'node:path';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import sharp, { type OutputInfo } from 'sharp';
import type { Produce } from './media/produce';
import { publishContentMedia } from './media/content-media';
import { generateAnimations } from './media/animations';
import { generateShareImages } from './media/og-images';
import { coverSvg, spreadSvg } from './media/designs';
import { pdfSafeText } from './media/pdf-text';
import { hash } from './media/produce';
import { contentDir, loadContent } from '../lib/content/load';
import type { Participant } from '../lib/content/participant-schema';
import { COVER_WIDTHS, SPREAD_WIDTHS } from '../lib/images/generated';
import { variantUrl } from '../lib/images/variants';

const VERSION = 5; // bump when the designs change, to regenerate everything
const root = path.join(process.cwd(), 'public', 'globalassets');
const stampsFile = path.join(process.cwd(), '.cache', 'media-stamps.json');
const stamps: Record<string, number> = fs.existsSync(stampsFile) ? JSON.parse(fs.readFileSync(stampsFile, 'utf8')) : {};
const seen = new Set<string>();
let written = 0;

const produce: Produce = async (relative, inputs, make) => {
  seen.add(relative);
  const file = path.join(root, relative);
  const stamp = hash(`${VERSION}|${inputs}`);
  if (stamps[relative] === stamp && fs.existsSync(file)) return;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.tmp-${process.pid}`;
  fs.writeFileSync(tmp, await make());
  fs.renameSync(tmp, file);
  stamps[relative] = stamp;
  written += 1;
};

const jpeg = (svg: string) => sharp(Buffer.from(svg)).jpeg({ quality: 82, mozjpeg: true }).toBuffer();

/**
 * The WebP copies of a generated JPEG (lib/images/generated.ts), made from the file on disk. It
 * is decoded once for all widths, which are encoded in parallel at a low effort (about 50 ms for
 * a cover's seven copies instead of 160 ms one by one).
 */
async function webpCopies(relative: string, inputs: string, widths: readonly number[]): Promise<void> {
  let decoded: Promise<{ data: Buffer; info: OutputInfo }> | undefined;
  const pixels = () => (decoded ??= sharp(path.join(root, relative)).raw().toBuffer({ resolveWithObject: true }));
  await Promise.all(
    widths.map((width) =>
      produce(variantUrl(relative, width), `webp|${width}|${inputs}`, async () => {
        const { data, info } = await pixels();
        const raw = { width: info.width, height: info.height, channels: info.channels };
        return sharp(data, { raw }).resize({ width }).webp({ quality: 78, effort: 2 }).toBuffer();
      }),
    ),
  );
}

async function resultPdf(p: Participant): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${p.company} – Geschäftsberichte-Rating 2026`);
  doc.setAuthor('Forum Unternehmensberichterstattung Schweiz');
  const page = doc.addPage([595.28, 841.89]);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const ink = rgb(0.07, 0.07, 0.07);
  const charset = new Set(regular.getCharacterSet());
  const safe = (text: string) => pdfSafeText(text, (char) => charset.has(char.codePointAt(0) ?? -1));
  page.drawRectangle({ x: 0, y: 781, width: 595.28, height: 61, color: rgb(0.79, 0.64, 0.15) });
  page.drawText('Geschäftsberichte-Rating 2026 · Swiss Annual Report Rating 2026', { x: 48, y: 806, size: 12, font: bold, color: ink });
  page.drawText(safe(p.company), { x: 48, y: 720, size: 26, font: bold, color: ink, maxWidth: 500 });
  page.drawText('Resultat / Result (sample data)', { x: 48, y: 690, size: 12, font: regular, color: ink });
  const rank = (value: string) => (value === '' || value === '999' ? '–' : value);
  const rows: [string, string][] = [
    ['Rang Value Reporting / Value reporting rank', rank(p.rankVR)],
    ['Rang Design / Design rank', rank(p.rankDS)],
    ['Gesamtrang / Overall rank', rank(p.rankOverall)],
    ['Punkte Value Reporting / Value reporting points', p.totalVR || '–'],
    ['Punkte Design / Design points', p.totalDS || '–'],
  ];
  rows.forEach(([label, value], i) => {
    const y = 620 - i * 34;
    page.drawLine({ start: { x: 48, y: y - 10 }, end: { x: 547, y: y - 10 }, thickness: 0.5, color: rgb(0.8, 0.78, 0.75) });
    page.drawText(label, { x: 48, y, size: 12, font: regular, color: ink });
    const shown = safe(value);
    page.drawText(shown, { x: 547 - bold.widthOfTextAtSize(shown, 14), y, size: 14, font: bold, color: ink });
  });
  return doc.save();
}

(async () => {
  const started = Date.now();
  const { participants, awards, messages } = loadContent();
  const captions = messages['de-CH'].awards.categories;
  for (const p of participants) {
    const name = p.pubRef || p.company;
    const cover = `cover|${p.ref}|${name}`;
    await produce(`participants/${p.ref}.jpg`, cover, () => jpeg(coverSvg(p.ref, name, '2025', 'Geschäftsbericht')));
    await webpCopies(`participants/${p.ref}.jpg`, cover, COVER_WIDTHS);
    await produce(`participants/${p.ref}.pdf`, `pdf|${JSON.stringify(p)}`, () => resultPdf(p));
  }
  const awardRefs = new Set([...awards.winnerCategories.flatMap((c) => c.winners), ...awards.specialMentions.map((m) => m.ref)]);
  for (const ref of awardRefs) {
    const p = participants.find((x) => x.ref === ref);
    const name = p?.pubRef || p?.company || ref;
    const variants = [
      [1, 'Kennzahlen'],
      [2, 'Bildstrecke'],
      [3, captions.text.title],
    ] as const;
    for (const [variant, caption] of variants) {
      const spread = `spread|${ref}|${name}|${caption}`;
      await produce(`laudatio/${ref}-${variant}.jpg`, spread, () => jpeg(spreadSvg(ref, name, variant, caption)));
      await webpCopies(`laudatio/${ref}-${variant}.jpg`, spread, SPREAD_WIDTHS);
    }
  }
  await generateShareImages(produce, { participants, messages });
  await publishContentMedia(produce, contentDir());
  await generateAnimations(produce);
  // Remove media that is no longer produced (participants gone, content/media files deleted),
  // but only for the site's own content: a build of another content folder (the hostile-input
  // suite, the benchmark's synthetic data) must not delete the media of the real one.
  const ownContent = path.resolve(contentDir()) === path.resolve(process.cwd(), 'content');
  for (const relative of ownContent ? Object.keys(stamps) : []) {
    if (!seen.has(relative)) {
      fs.rmSync(path.join(root, relative), { force: true });
      delete stamps[relative];
    }
  }
  fs.mkdirSync(path.dirname(stampsFile), { recursive: true });
  fs.writeFileSync(stampsFile, JSON.stringify(stamps));
  console.log(`Media: ${written} of ${seen.size} files generated in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
})().catch((error) => {
  console.error(error);
  process.exit(1);
});
