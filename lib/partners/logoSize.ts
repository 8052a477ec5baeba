import fs from 'node:fs';
import path from 'node:path';
import { mediaRelativePath } from '../downloads/mediaFile';
import { svgIntrinsicSize } from '../images/svgSize';

/** Server only: an SVG logo's intrinsic size from content/media, so its <img> reserves its space. */
export function svgLogoSize(src: string, contentDir: string): { width: number; height: number } | undefined {
  const relative = mediaRelativePath(src);
  if (!relative || !/\.svg$/i.test(relative)) return undefined;
  try {
    return svgIntrinsicSize(fs.readFileSync(path.join(contentDir, 'media', relative), 'utf8'));
  } catch {
    console.warn(`Partner logo ${src}: no file content/media/${relative}.`);
    return undefined;
  }
}
