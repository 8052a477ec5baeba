/**
 * Writes the sample gallery images to content/media/gallery/ (committed; run once, or again
 * after changing a scene): `npx tsx tools/sample/gallery-images.ts`.
 * Each scene (gallery-scenes.ts) is rendered by sharp from SVG, with film grain and a
 * vignette for a photographic feel, and saved as a JPEG of at most 2400 px width and 300 KB
 * (the quality steps down from 80 until it fits).
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import * as scenes from './gallery-scenes';
import type { Scene } from './gallery-scenes';

const MAX_BYTES = 300 * 1024;
const MAX_WIDTH = 2400;
const outDir = path.join(process.cwd(), 'content', 'media', 'gallery');

/** File, scene and size, in the gallery's order: mixed aspect ratios. */
const images: [file: string, scene: Scene, width: number, height: number][] = [
  ['preisverleihung-buehne.jpg', scenes.stage, 2400, 1600],
  ['publikum-sonne.jpg', scenes.audienceScreen, 2400, 1350],
  ['trophae.jpg', scenes.trophy, 1600, 2000],
  ['berichte-ausstellung.jpg', scenes.reportStacks, 2400, 1600],
  ['rednerin.jpg', scenes.speaker, 1440, 2160],
  ['ausstellungswand.jpg', scenes.exhibitionWall, 2400, 1350],
  ['jury-tisch.jpg', scenes.juryTable, 1800, 1800],
  ['uebergabe.jpg', scenes.handover, 1600, 2000],
  ['apero.jpg', scenes.reception, 2400, 1600],
  ['saal.jpg', scenes.hallRows, 2400, 1350],
  ['bericht-detail.jpg', scenes.openReport, 2400, 1600],
  ['konfetti.jpg', scenes.confetti, 1440, 2160],
  ['kongresshaus-abend.jpg', scenes.venueNight, 1600, 2000],
  ['berichte-faecher.jpg', scenes.coversFan, 1800, 1800],
];

function svg(scene: Scene, w: number, h: number, seed: number): string {
  const grain = `<filter id="grain" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.85" numOctaves="2" seed="${seed}"/><feColorMatrix type="saturate" values="0"/></filter>`;
  const vignette = `<radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.55"/></radialGradient>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  ${scene(w, h, scenes.random(seed))}
  <defs>${grain}${vignette}</defs>
  <rect width="${w}" height="${h}" fill="url(#vignette)"/>
  <rect width="${w}" height="${h}" filter="url(#grain)" opacity="0.05"/>
</svg>`;
}

async function jpeg(source: string): Promise<Buffer> {
  const raster = await sharp(Buffer.from(source)).flatten({ background: '#000' }).toBuffer();
  for (let quality = 80; quality >= 50; quality -= 5) {
    const out = await sharp(raster).jpeg({ quality, mozjpeg: true }).toBuffer();
    if (out.length <= MAX_BYTES) return out;
  }
  throw new Error('could not get the image under 300 KB');
}

(async () => {
  fs.mkdirSync(outDir, { recursive: true });
  for (const [i, [file, scene, w, h]] of images.entries()) {
    if (w > MAX_WIDTH) throw new Error(`${file}: wider than ${MAX_WIDTH} px`);
    const bytes = await jpeg(svg(scene, w, h, 2026 + i * 17));
    fs.writeFileSync(path.join(outDir, file), bytes);
    console.log(`${file}  ${w}×${h}  ${Math.round(bytes.length / 1024)} KB`);
  }
})().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
