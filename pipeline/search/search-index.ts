import fs from 'node:fs';
import path from 'node:path';
import { isLocale } from '../../lib/i18n/locales';
import { inParallel } from '../build/in-parallel';
import { filesUnder } from '../files/walk';
import { pruneBundle, readBundleEntry, SEARCH_BUNDLE_FOLDER } from './bundle';
import { markCompounds, partsOf } from './compounds';
import { pageFacts, withSearchHead, type SearchSite } from './page-facts';

/**
 * The build's search index: every finished page of the site in `dir` that the page shell marks
 * with data-pagefind-body is handed to Pagefind under its clean URL, with its facts (kind,
 * edition, sector: page-facts.ts) as meta tags in its head; Pagefind splits the index by
 * <html lang>, one per language, and writes the bundle into {dir}/pagefind/, which is then pruned
 * to what the site serves (bundle.ts). Pages without the mark (the search page, the company
 * index, the comparison, the not-found pages) are not handed over at all. German pages are handed
 * over with their compounds marked (compounds.ts), the parts being the words of the German pages.
 */
export interface SearchIndexReport {
  /** Pages indexed, by <html lang>. */
  pages: Record<string, number>;
  /** The bundle's files kept, and their bytes. */
  files: number;
  bytes: number;
}

const BODY_MARK = /<[a-z][^>]*\sdata-pagefind-body[\s=/>]/i;
const HTML_LANG = /<html\b[^>]*\slang="([^"]*)"/i;
/** Pages in flight to Pagefind's process at once: it indexes them in parallel (about twice as fast as one at a time). */
const IN_FLIGHT = 16;

const isGerman = (lang: string | undefined) => lang?.startsWith('de-') ?? false;

/** Throws with Pagefind's own messages when it reports any. */
function check(errors: readonly string[], what: string): void {
  if (errors.length > 0) throw new Error(`${what}: ${errors.join('; ')}`);
}

export async function writeSearchIndex(dir: string, site: SearchSite): Promise<SearchIndexReport> {
  const output = path.join(dir, SEARCH_BUNDLE_FOLDER);
  if (fs.existsSync(output)) throw new Error(`the site has a ${SEARCH_BUNDLE_FOLDER}/ of its own`);
  const pages: Record<string, number> = {};
  // Pagefind is an ES module only, which the scripts (CommonJS under tsx) reach by import().
  const { close, createIndex } = await import('pagefind');
  try {
    const { errors, index } = await createIndex();
    check(errors, 'Pagefind did not start');
    if (!index) throw new Error('Pagefind did not start');
    const files = filesUnder(dir, '.html');
    const read = (relative: string) => {
      const html = fs.readFileSync(path.join(dir, relative), 'utf8');
      return BODY_MARK.test(html) ? { html, lang: HTML_LANG.exec(html)?.[1] } : null;
    };
    // Read twice rather than held: at 2,000 participants the German pages alone are about a gigabyte.
    const germanParts = partsOf(
      (function* () {
        for (const relative of files) {
          const page = read(relative);
          if (page && isGerman(page.lang)) yield page.html;
        }
      })(),
    );
    await inParallel(files, IN_FLIGHT, async (relative) => {
      const page = read(relative);
      if (!page) return;
      const { html, lang } = page;
      if (!isLocale(lang)) throw new Error(`${relative}: <html lang="${lang ?? ''}"> is not a language of the site`);
      const facts = pageFacts(relative, site);
      const content = withSearchHead(isGerman(lang) ? markCompounds(html, germanParts) : html, facts);
      const added = await index.addHTMLFile({ url: facts.url, content });
      check(added.errors, relative);
      pages[lang] = (pages[lang] ?? 0) + 1;
    });
    if (Object.keys(pages).length === 0) throw new Error('no page is marked for the index (data-pagefind-body)');
    check((await index.writeFiles({ outputPath: output })).errors, 'writing the index');
  } finally {
    await close();
  }

  // Pagefind's count of each language's pages must be ours: a page it left out is a page unfindable.
  const entry = readBundleEntry(output);
  const counted = Object.fromEntries(Object.entries(pages).map(([lang, count]) => [lang.toLowerCase(), count]));
  const written = Object.fromEntries(
    Object.entries(entry.languages).map(([lang, { page_count }]) => [lang, page_count]),
  );
  if (JSON.stringify(sortedEntries(counted)) !== JSON.stringify(sortedEntries(written)))
    throw new Error(`the index holds ${JSON.stringify(written)} pages by language, not ${JSON.stringify(counted)}`);

  const kept = pruneBundle(output, entry);
  const bytes = kept.reduce((sum, file) => sum + fs.statSync(path.join(output, file)).size, 0);
  return { pages: Object.fromEntries(sortedEntries(pages)), files: kept.length, bytes };
}

const sortedEntries = (record: Record<string, number>) => Object.entries(record).sort(([a], [b]) => a.localeCompare(b));

/** The step's counts: "de-CH 903, en-GB 903 pages; 2411 files, 9.8 MB". */
export function describeSearchIndex({ pages, files, bytes }: SearchIndexReport): string {
  const languages = Object.entries(pages).map(([lang, count]) => `${lang} ${count}`);
  return `${languages.join(', ')} pages; ${files} files, ${(bytes / 1_000_000).toFixed(1)} MB`;
}
