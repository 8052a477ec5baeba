/**
 * The site's media, generated at build (npm run build runs this first) into public/globalassets/
 * (not committed), for every edition: each participant's report cover and result PDF, three
 * spreads per ref in awards.json (designs in pipeline/media/participant-media; the JPEGs with WebP
 * copies at the widths of lib/images/generated.ts), the editors' images from content/media/, the
 * share images, the certificate PDFs, the award pages' header animation, and the embeddable badges
 * and the press kit (logos and each edition's photo ZIP), which live outside globalassets/ in
 * public/badge/, public/en/badge/ and public/presse/ (all in pipeline/media/).
 * Files are rebuilt only when their inputs change (a stamp per file in .cache/media-stamps.json).
 */
import './env';
import fs from 'node:fs';
import path from 'node:path';
import sharp, { type OutputInfo } from 'sharp';
import type { Produce } from '../pipeline/media/produce';
import { publishContentMedia } from '../pipeline/media/content-media';
import { generateShareImages } from '../pipeline/media/og-images';
import { generateBadges } from '../pipeline/media/badges';
import { generateCertificates } from '../pipeline/media/certificates';
import { generatePressKit } from '../pipeline/media/press-kit';
import { hash } from '../pipeline/media/produce';
import { ProgressLine, progressText } from '../pipeline/build/progress';
import { config } from '../lib/config';
import { contentDir, loadContent } from '../lib/content/load';
import { writeFileAtomically } from '../pipeline/files/write-atomically';
import { sampleDataOn } from '../lib/content/sample-data';
import { COVER_WIDTHS, SPREAD_WIDTHS } from '../lib/images/generated';
import { variantUrl } from '../lib/images/variants';
// Covers, spreads and result PDFs are sample art for invented participants, drawn by the sample tooling.
import { coverSvg, resultPdf, spreadSvg } from '../pipeline/media/participant-media';

const VERSION = 5; // bump when the designs change, to regenerate everything
const root = path.join(process.cwd(), 'public', 'globalassets');
const stampsFile = path.join(process.cwd(), '.cache', 'media-stamps.json');
const stamps: Record<string, number> = fs.existsSync(stampsFile) ? JSON.parse(fs.readFileSync(stampsFile, 'utf8')) : {};
const seen = new Set<string>();
let written = 0;
// The files of the last run, as the total of the progress line; unknown at the first run.
const expected = Object.keys(stamps).length || undefined;
const started = Date.now();
const status = new ProgressLine(process.stdout);

const produce: Produce = async (relative, inputs, make) => {
  seen.add(relative);
  const progress = { done: seen.size, total: expected, unit: 'files', note: `${written} generated` };
  status.update(progressText({ label: 'media', ...progress, elapsedMs: Date.now() - started }));
  const file = path.join(root, relative);
  const stamp = hash(`${VERSION}|${inputs}`);
  if (stamps[relative] === stamp && fs.existsSync(file)) return;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  writeFileAtomically(file, await make());
  stamps[relative] = stamp;
  written += 1;
};

const jpeg = (svg: string) => sharp(Buffer.from(svg)).jpeg({ quality: 82, mozjpeg: true }).toBuffer();

/** The WebP copies of a generated JPEG, decoded once and encoded in parallel at a low effort. */
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

(async () => {
  const { editions, current, messages, site } = loadContent();
  const sampleData = sampleDataOn(site);
  for (const { year, participants, byRef, awards, texts } of editions) {
    // An edition rates the reports of the year before.
    const reportYear = String(year - 1);
    for (const p of participants) {
      const cover = `cover|${p.ref}|${p.name}|${reportYear}`;
      const file = `participants/${year}/${p.ref}`;
      await produce(`${file}.jpg`, cover, () => jpeg(coverSvg(p.ref, p.name, reportYear, 'Geschäftsbericht')));
      await webpCopies(`${file}.jpg`, cover, COVER_WIDTHS);
      await produce(`${file}.pdf`, `pdf|${year}|${JSON.stringify(p)}`, () => resultPdf(p, year));
    }
    const awardRefs = new Set([
      ...awards.winnerCategories.flatMap((c) => c.winners),
      ...awards.specialMentions.map((m) => m.ref),
    ]);
    const captions = texts['de-CH'].awards.categories;
    for (const ref of awardRefs) {
      const name = byRef.get(ref)?.name ?? ref;
      for (const [index, caption] of ['Kennzahlen', 'Bildstrecke', captions.text.title].entries()) {
        const variant = (index + 1) as 1 | 2 | 3;
        const spread = `spread|${ref}|${name}|${caption}|${reportYear}`;
        const file = `laudatio/${year}/${ref}-${variant}.jpg`;
        await produce(file, spread, () => jpeg(spreadSvg(ref, name, variant, caption)));
        await webpCopies(file, spread, SPREAD_WIDTHS);
      }
    }
  }
  await generateShareImages(produce, { editions, currentYear: current.year, messages, sampleData });
  const host = new URL(config.siteUrl).host;
  const certificates = await generateCertificates(produce, { editions, messages, site: host, sampleData });
  status.log(`Certificates: ${certificates.count} PDFs written in ${certificates.seconds.toFixed(1)} s.`);
  await generateBadges(produce, { editions, messages });
  await publishContentMedia(produce, contentDir());
  // After the covers and the editors' media: the ZIPs hold those files as published.
  await generatePressKit(produce, { editions, currentYear: current.year, messages });
  const headerAnimation = JSON.stringify(
    JSON.parse(fs.readFileSync(path.join(process.cwd(), 'pipeline/media/header_animation_winners.json'), 'utf8')),
  );
  await produce('animations/header_animation_winners.json', headerAnimation, async () => Buffer.from(headerAnimation));
  // Remove media that is no longer produced (participants gone, content/media files deleted),
  // but only for the site's own content: a build of another content folder (the hostile-input
  // suite, the benchmark's synthetic data) must not delete the media of the real one.
  const ownContent = path.resolve(contentDir()) === path.resolve(process.cwd(), 'content');
  for (const relative of ownContent ? Object.keys(stamps).filter((r) => !seen.has(r)) : []) {
    fs.rmSync(path.join(root, relative), { force: true });
    delete stamps[relative];
  }
  fs.mkdirSync(path.dirname(stampsFile), { recursive: true });
  fs.writeFileSync(stampsFile, JSON.stringify(stamps));
  status.clear();
  console.log(`Media: ${written} of ${seen.size} files generated in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
})().catch((error) => {
  status.clear();
  console.error(error);
  process.exit(1);
});
