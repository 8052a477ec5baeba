import fs from 'node:fs';
import path from 'node:path';
import { filesUnder } from '../files/walk';
import type { JsonLdDocument } from '../seo/structured-data/types';
import { finishPage, type FinishOptions } from './finish-page';
import { siteScripts } from './known-scripts';

/** Every exported HTML page under `dir`, as full paths. */
export function htmlFiles(dir: string): string[] {
  return filesUnder(dir, '.html').map((file) => path.join(dir, file));
}

/** The URL path of an exported page file ("index.html" → "/", "en/rangliste.html" → "/en/rangliste"). */
export function pageUrlPath(relativeFile: string): string {
  const clean = relativeFile
    .split(path.sep)
    .join('/')
    .replace(/\.html$/, '');
  return clean === 'index' ? '/' : `/${clean}`;
}

export interface FinishSiteOptions extends Omit<FinishOptions, 'structuredData'> {
  /** Each page's JSON-LD by URL path (lib/seo/site-structured-data); every entry must find its page. */
  structuredData?: ReadonlyMap<string, JsonLdDocument>;
}

/**
 * Runs the post-build step over a whole export (in the build's temporary folder, before it
 * replaces out/). Returns the number of pages finished; throws, naming the file, when a page
 * cannot be finished or structured data has no page, and the build then fails without touching out/.
 */
export function finishSite(dir: string, options: FinishSiteOptions): number {
  const files = htmlFiles(dir);
  const { structuredData = new Map<string, JsonLdDocument>(), ...rest } = options;
  const knownScripts = options.knownScripts ?? siteScripts();
  // Refs in URL paths are percent-encoded; the export's file names are not.
  const byPath = new Map([...structuredData].map(([url, data]) => [decodeURIComponent(url), data]));
  const unused = new Set(byPath.keys());
  for (const file of files) {
    const relative = path.relative(dir, file);
    const url = pageUrlPath(relative);
    unused.delete(url);
    try {
      const page = { ...rest, knownScripts, structuredData: byPath.get(url) };
      fs.writeFileSync(file, finishPage(fs.readFileSync(file, 'utf8'), page));
    } catch (error) {
      throw new Error(`${relative}: ${(error as Error).message}`);
    }
  }
  if (unused.size > 0) throw new Error(`structured data for pages the export lacks: ${[...unused].join(', ')}`);
  return files.length;
}
