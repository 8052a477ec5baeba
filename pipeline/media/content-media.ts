/** Publishes content/media/ to globalassets/media/, with WebP variants and the manifest for raster images. */
import fs from 'node:fs';
import path from 'node:path';
import sharp, { type Metadata } from 'sharp';
import {
  MANIFEST_PATH,
  isRaster,
  mediaUrl,
  variantUrl,
  variantWidths,
  type ImageManifest,
} from '../../lib/images/variants';
import { filesUnder } from '../files/walk';
import { hash, type Produce } from './produce';

export async function publishContentMedia(produce: Produce, contentDir: string): Promise<void> {
  const mediaDir = path.join(contentDir, 'media');
  const manifest: ImageManifest = {};
  const files = fs.existsSync(mediaDir) ? filesUnder(mediaDir).filter((f) => !path.basename(f).startsWith('.')) : [];
  for (const relative of files) {
    const bytes = fs.readFileSync(path.join(mediaDir, relative));
    const url = mediaUrl(relative);
    const inputs = `content-media|${hash(bytes.toString('base64'))}`;
    await produce(url.slice(1).replace(/^globalassets\//, ''), inputs, async () => bytes);
    if (!isRaster(relative)) continue;
    let meta: Metadata;
    try {
      meta = await sharp(bytes).metadata();
    } catch (error) {
      throw new Error(`content/media/${relative}: not a readable image (${(error as Error).message})`);
    }
    // EXIF orientation 5–8 means the image is shown rotated by 90 degrees.
    const rotated = (meta.orientation ?? 1) >= 5;
    const width = (rotated ? meta.height : meta.width) ?? 0;
    const height = (rotated ? meta.width : meta.height) ?? 0;
    const variants: [number, string][] = [];
    for (const w of variantWidths(width)) {
      const variant = variantUrl(url, w);
      await produce(variant.slice('/globalassets/'.length), `${inputs}|${w}`, () =>
        sharp(bytes).rotate().resize({ width: w }).webp({ quality: 78 }).toBuffer(),
      );
      variants.push([w, variant]);
    }
    manifest[url] = { width, height, variants };
  }
  const json = JSON.stringify(manifest, null, 1);
  await produce(MANIFEST_PATH.replace(/^globalassets\//, ''), json, async () => Buffer.from(json));
}
