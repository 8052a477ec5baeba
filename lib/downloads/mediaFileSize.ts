import fs from 'node:fs';
import path from 'node:path';
import { mediaRelativePath } from './mediaFile';

/** Server only: the size of our content/media file behind a URL; a missing one is reported once. */
const reported = new Set<string>();

export function mediaFileSize(url: string, contentDir: string): number | undefined {
  const relative = mediaRelativePath(url);
  if (!relative) return undefined;
  try {
    const stat = fs.statSync(path.join(contentDir, 'media', relative));
    return stat.isFile() ? stat.size : undefined;
  } catch {
    if (!reported.has(url)) {
      reported.add(url);
      console.warn(`Download ${url}: no file content/media/${relative}; showing it without a size.`);
    }
    return undefined;
  }
}
