import fs from 'node:fs';
import path from 'node:path';
import { filesUnder } from '../files/walk';
import { pageUrlPath } from '../server/resolve';
import { localeCodes } from '../../lib/i18n/locales';
import { localeHref } from '../../lib/i18n/paths';
import { pagePath } from '../../lib/routes';
import type { JsonLdDocument } from '../seo/structured-data/types';
import { finishPage, type FinishOptions } from './finish-page';
import { FLIGHT_LOADER_SOURCE, flightLoaderFile } from './flight-loader';
import { flightFileFor, moveFlightOut } from './flight-payload';
import { siteScripts } from './known-scripts';

/** Every exported HTML page under `dir`, as full paths. */
export function htmlFiles(dir: string): string[] {
  return filesUnder(dir, '.html').map((file) => path.join(dir, file));
}

/** The search page's URL path in every language ("/suche", "/en/suche"). */
const searchPaths: ReadonlySet<string> = new Set(
  localeCodes.map((locale) => localeHref(locale, pagePath('search', locale))),
);

export interface FinishSiteOptions extends Omit<FinishOptions, 'structuredData' | 'search'> {
  /** Each page's JSON-LD by URL path (pipeline/seo/site-structured-data); every entry must find its page. */
  structuredData?: ReadonlyMap<string, JsonLdDocument>;
  /** Each page's router payload moves into a file beside it (flight-payload.ts); on unless false. */
  separatePayload?: boolean;
}

/**
 * The post-build step over a whole export; returns the number of pages, throws (naming the file)
 * when a page cannot be finished or structured data has no page.
 */
export function finishSite(dir: string, options: FinishSiteOptions): number {
  const files = htmlFiles(dir);
  const { structuredData = new Map<string, JsonLdDocument>(), separatePayload = true, ...rest } = options;
  const knownScripts = options.knownScripts ?? siteScripts();
  // Refs in URL paths are percent-encoded; the export's file names are not.
  const byPath = new Map([...structuredData].map(([url, data]) => [decodeURIComponent(url), data]));
  const unused = new Set(byPath.keys());
  for (const file of files) {
    const relative = path.relative(dir, file);
    const url = pageUrlPath(relative);
    unused.delete(url);
    try {
      const page = { ...rest, knownScripts, structuredData: byPath.get(url), search: searchPaths.has(url) };
      let html = fs.readFileSync(file, 'utf8');
      if (separatePayload) html = separateFlight(dir, relative, html);
      fs.writeFileSync(file, finishPage(html, page));
    } catch (error) {
      throw new Error(`${relative}: ${(error as Error).message}`);
    }
  }
  if (unused.size > 0) throw new Error(`structured data for pages the export lacks: ${[...unused].join(', ')}`);
  return files.length;
}

/** Writes the page's payload file (and the loader, once) and returns the page without the payload. */
function separateFlight(dir: string, relative: string, html: string): string {
  const loader = flightLoaderFile();
  const flightFile = flightFileFor(relative);
  const payloadUrl = flightFile.split(path.sep).map(encodeURIComponent).join('/');
  const moved = moveFlightOut(html, { payload: `/${payloadUrl}`, loader: `/${loader}` });
  if (moved.payload === null) return html;
  const loaderPath = path.join(dir, loader);
  if (!fs.existsSync(loaderPath)) {
    fs.mkdirSync(path.dirname(loaderPath), { recursive: true });
    fs.writeFileSync(loaderPath, FLIGHT_LOADER_SOURCE);
  }
  fs.writeFileSync(path.join(dir, flightFile), moved.payload);
  return moved.html;
}
