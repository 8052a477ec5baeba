import fs from 'node:fs';
import path from 'node:path';
import { mediaRelativePath } from './mediaFile';

/**
 * Server only (build time): the size in bytes of the content/media file behind a published URL,
 * or undefined when the URL is not one of ours. A URL of ours without its file is a broken
 * download link: it is reported once, and the page shows no size.
 */
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
