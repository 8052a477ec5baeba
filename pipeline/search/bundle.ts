import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { filesUnder } from '../files/walk';

/**
 * The search bundle Pagefind writes into the built site, at /pagefind/: the search page's script
 * loads /pagefind/pagefind.js, which fetches the rest. What the site serves of it, and how:
 *
 * - pagefind.js, pagefind-worker.js, pagefind-entry.json and wasm.{language}.pagefind keep their
 *   names from build to build: revalidated on every use, like the pages;
 * - index/, fragment/ and filter/ hold only files named by their content's hash (pf_index,
 *   pf_fragment, pf_filter): a new index has new names, so these folders are cached for good;
 * - pagefind.{language}_{hash}.pf_meta is named so too, but shares its folder with the files that
 *   are not: revalidated with them (every host's rules go by folder), one small request a visit;
 * - the .pf_* files and the WebAssembly are gzip inside already and unpacked by pagefind.js itself:
 *   served as application/octet-stream and never compressed again.
 */
export const SEARCH_BUNDLE_FOLDER = 'pagefind';

/** The bundle's folders of content-hashed files, and the extension of the files in each. */
const HASHED_FOLDER_EXTENSIONS: Partial<Record<string, string>> = {
  index: 'pf_index',
  fragment: 'pf_fragment',
  filter: 'pf_filter',
};

/** Those folders relative to the site, each with its trailing slash ("pagefind/index/"). */
export const SEARCH_HASHED_FOLDERS = Object.keys(HASHED_FOLDER_EXTENSIONS).map(
  (folder) => `${SEARCH_BUNDLE_FOLDER}/${folder}/`,
);

/** The file extensions of the bundle's packed data and WebAssembly. */
export const SEARCH_DATA_EXTENSIONS = ['pagefind', 'pf_meta', 'pf_index', 'pf_fragment', 'pf_filter'];

/** Pagefind's ready-made search interfaces and highlighter: the site has its own search page. */
const UNUSED_FILE =
  /^pagefind-(ui|component-ui|modular-ui)\.(js|css)$|^pagefind-highlight\.js$|^wasm\.[\w-]+\.pagefind$/;

/** pagefind-entry.json: each language's index (its metadata file's hash, its WebAssembly, its pages). */
const entrySchema = z.object({
  languages: z.record(z.string(), z.object({ hash: z.string(), wasm: z.string().nullish(), page_count: z.number() })),
});

export type BundleEntry = z.infer<typeof entrySchema>;

export function readBundleEntry(dir: string): BundleEntry {
  return entrySchema.parse(JSON.parse(fs.readFileSync(path.join(dir, 'pagefind-entry.json'), 'utf8')));
}

/** Whether the site serves a file of the bundle (relative to the bundle's folder, "/"-separated). */
export function isServedBundleFile(relative: string, entry: BundleEntry): boolean {
  const [first = '', second, ...rest] = relative.split('/');
  if (rest.length > 0) return false;
  if (second !== undefined) {
    const extension = HASHED_FOLDER_EXTENSIONS[first];
    return extension !== undefined && second.endsWith(`.${extension}`);
  }
  const languages = Object.values(entry.languages);
  return (
    ['pagefind.js', 'pagefind-worker.js', 'pagefind-entry.json'].includes(first) ||
    languages.some(({ hash, wasm }) => first === `pagefind.${hash}.pf_meta` || first === `wasm.${wasm}.pagefind`)
  );
}

/**
 * Deletes what the site does not use from the bundle in `dir` (the UI files, the WebAssembly no
 * language's index names); throws when a file is left that the site does not know, so that a new
 * Pagefind that writes the bundle differently stops the build rather than ship half an index.
 * Returns the files kept, relative to `dir`.
 */
export function pruneBundle(dir: string, entry: BundleEntry): string[] {
  const kept: string[] = [];
  const unknown: string[] = [];
  for (const file of filesUnder(dir).map((relative) => relative.split(path.sep).join('/'))) {
    if (isServedBundleFile(file, entry)) kept.push(file);
    else if (UNUSED_FILE.test(file)) fs.rmSync(path.join(dir, file));
    else unknown.push(file);
  }
  if (unknown.length > 0)
    throw new Error(`the search bundle has files the site does not know: ${unknown.slice(0, 5).join(', ')}`);
  return kept;
}
