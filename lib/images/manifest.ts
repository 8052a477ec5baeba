import fs from 'node:fs';
import path from 'node:path';
import { MANIFEST_PATH, type ImageInfo, type ImageManifest } from './variants';

/** Server only: the media manifest's size and WebP variants of every image under content/media/. */
let cached: ImageManifest | undefined;

/** Size and variants of a published image, or undefined (external URL, or not generated yet). */
export function imageInfo(src: string): ImageInfo | undefined {
  if (!cached || process.env.NODE_ENV !== 'production') {
    const file = path.join(process.cwd(), 'public', MANIFEST_PATH);
    cached = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as ImageManifest) : {};
  }
  return cached[src];
}
