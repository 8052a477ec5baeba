import fs from 'node:fs';
import path from 'node:path';
import { filesUnder } from '../files/walk';
import { finishPage, type FinishOptions } from './finish-page';
import { siteScripts } from './known-scripts';

/** Every exported HTML page under `dir`, as full paths. */
export function htmlFiles(dir: string): string[] {
  return filesUnder(dir, '.html').map((file) => path.join(dir, file));
}

/**
 * Runs the post-build step over a whole export (in the build's temporary folder, before it
 * replaces out/). Returns the number of pages finished; throws, naming the file, when a page
 * cannot be finished, and the build then fails without touching out/.
 */
export function finishSite(dir: string, options: FinishOptions): number {
  const files = htmlFiles(dir);
  const knownScripts = options.knownScripts ?? siteScripts();
  for (const file of files) {
    try {
      fs.writeFileSync(file, finishPage(fs.readFileSync(file, 'utf8'), { ...options, knownScripts }));
    } catch (error) {
      throw new Error(`${path.relative(dir, file)}: ${(error as Error).message}`);
    }
  }
  return files.length;
}
