import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { filesUnder } from '../../pipeline/files/walk';
import { SEARCH_BUNDLE_FOLDER as BUNDLE_FOLDER } from '../../pipeline/search/bundle';
import { isCompressible } from '../../pipeline/server/resolve';
import { currentEditionDir } from './current-edition';
import { max, median } from './stats';
import type { Table } from './table';
import type {
  BuildFigures,
  SearchFetch,
  SearchFigures,
  SearchIndexing,
  SearchIndexPart,
  SearchIndexSize,
  SearchTimings,
} from './types';

/**
 * The site search's figures: the index as the server sends it, per language; what a first and a
 * second query fetch; how long results take after the last keystroke; and what indexing adds to
 * the build. This file holds the parts without a browser (the bundle's files, the build log's
 * step, the queries, the tables); search-page.ts measures in the browser.
 */

/** The name of the part that holds the files every language loads. */
const SHARED = 'shared';

/**
 * The language of a bundle file (relative to the bundle's folder, "/"-separated), or undefined
 * for the files every language loads (the scripts, the entry). Pagefind names a language's files
 * wasm.{language}.pagefind, pagefind.{language}_{hash}.pf_meta and {folder}/{language}_{hash}.pf_*.
 */
export function bundleFileLanguage(relative: string, languages: readonly string[]): string | undefined {
  const name = relative.split('/').pop() ?? '';
  return languages.find(
    (language) =>
      name === `wasm.${language}.pagefind` ||
      name.startsWith(`pagefind.${language}_`) ||
      (relative.includes('/') && name.startsWith(`${language}_`)),
  );
}

/**
 * Bytes of a file as the server sends it to a browser that accepts brotli and gzip: the scripts
 * and the entry (compressible text) as their precompressed copy, brotli where the server sends
 * brotli, else gzip, and gzip at level 6 (nginx's gzip_comp_level) when the build wrote no copy;
 * the WebAssembly and the .pf_* data, gzip inside already, as they are.
 */
export function servedBytes(
  relative: string,
  sizes: { raw: number; br?: number; gz?: number; gzipOnTheFly: () => number },
  brotli: boolean,
): number {
  if (!isCompressible(relative)) return sizes.raw;
  if (brotli && sizes.br !== undefined) return sizes.br;
  return sizes.gz ?? sizes.gzipOnTheFly();
}

/** The bundle's files in parts (each language, then the shared files) and in total (pure). */
export function indexParts(
  files: readonly { relative: string; diskBytes: number; wireBytes: number }[],
  languages: readonly string[],
): { parts: SearchIndexPart[]; total: SearchIndexPart } {
  const part = (name: string): SearchIndexPart => ({ name, files: 0, diskBytes: 0, wireBytes: 0 });
  const parts = new Map([...languages, SHARED].map((name) => [name, part(name)]));
  const total = part('total');
  for (const file of files) {
    const into = parts.get(bundleFileLanguage(file.relative, languages) ?? SHARED) as SearchIndexPart;
    for (const sum of [into, total]) {
      sum.files += 1;
      sum.diskBytes += file.diskBytes;
      sum.wireBytes += file.wireBytes;
    }
  }
  return { parts: [...parts.values()], total };
}

export interface BundleFile {
  /** Relative to the bundle's folder, "/"-separated. */
  relative: string;
  diskBytes: number;
  wireBytes: number;
}

/**
 * The files of the search bundle of the built site in `outDir` with their bytes on the wire, and
 * the index's languages; undefined when the site has no bundle. `brotli`: whether the server sends
 * the .br copies (nginx with its brotli_static module).
 */
export function bundleFiles(outDir: string, brotli: boolean): { languages: string[]; files: BundleFile[] } | undefined {
  const dir = path.join(outDir, BUNDLE_FOLDER);
  const entryFile = path.join(dir, 'pagefind-entry.json');
  if (!fs.existsSync(entryFile)) return undefined;
  const languages = Object.keys((JSON.parse(fs.readFileSync(entryFile, 'utf8')) as { languages: object }).languages);
  const size = (file: string) => (fs.existsSync(file) ? fs.statSync(file).size : undefined);
  const files = filesUnder(dir)
    .map((file) => file.split(path.sep).join('/'))
    .filter((relative) => !/\.(br|gz)$/.test(relative))
    .map((relative) => {
      const file = path.join(dir, relative);
      const raw = fs.statSync(file).size;
      const sizes = {
        raw,
        br: size(`${file}.br`),
        gz: size(`${file}.gz`),
        gzipOnTheFly: () => zlib.gzipSync(fs.readFileSync(file), { level: 6 }).length,
      };
      // Named as the site serves it, so that the type is judged by the server's own rules.
      return { relative, diskBytes: raw, wireBytes: servedBytes(`${BUNDLE_FOLDER}/${relative}`, sizes, brotli) };
    });
  return { languages, files };
}

/** The search bundle of the built site in `outDir` on the wire, by language and in total. */
export function indexOnTheWire(outDir: string, label: string, brotli: boolean): SearchIndexSize | undefined {
  const bundle = bundleFiles(outDir, brotli);
  return bundle && { label, encoding: brotli ? 'br' : 'gzip', ...indexParts(bundle.files, bundle.languages) };
}

/**
 * A fetched file of the bundle by its kind (pure): the folder of the hashed chunks (index,
 * fragment, filter), else its name without language and hash ("wasm", "pf_meta", "pagefind.js").
 */
export function bundleFileKind(pathname: string): string {
  const relative = pathname.replace(new RegExp(`^/${BUNDLE_FOLDER}/`), '');
  const [first = '', second] = relative.split('/');
  if (second !== undefined) return first;
  if (/^wasm\..+\.pagefind$/.test(first)) return 'wasm';
  if (first.endsWith('.pf_meta')) return 'pf_meta';
  return first;
}

/** Fetched files counted and summed by kind, in the order first fetched (pure). */
export function fetchedByKind(
  files: readonly { path: string; bytes: number }[],
): { kind: string; files: number; bytes: number }[] {
  const kinds = new Map<string, { kind: string; files: number; bytes: number }>();
  for (const file of files) {
    const kind = bundleFileKind(file.path);
    const sum = kinds.get(kind) ?? { kind, files: 0, bytes: 0 };
    sum.files += 1;
    sum.bytes += file.bytes;
    kinds.set(kind, sum);
  }
  return [...kinds.values()];
}

/** The search step's counts: "de-CH 903, en-GB 903 pages; 2411 files, 9.8 MB" (pure). */
export function indexStepCounts(detail: string): { pages: Record<string, number>; files?: number; megabytes?: number } {
  const [languages = '', rest = ''] = detail.split(';');
  const pages = Object.fromEntries(
    [...languages.matchAll(/([A-Za-z]{2}-[A-Za-z]{2}) (\d+)/g)].map(([, lang = '', count = '0']) => [
      lang,
      Number(count),
    ]),
  );
  const files = /(\d+) files/.exec(rest)?.[1];
  const megabytes = /(\d+(?:\.\d+)?) MB/.exec(rest)?.[1];
  return {
    pages,
    ...(files === undefined ? {} : { files: Number(files) }),
    ...(megabytes === undefined ? {} : { megabytes: Number(megabytes) }),
  };
}

/** The build step that writes the index, as scripts/build.ts names it. */
export const INDEX_STEP = 'search index';

/**
 * What indexing adds to a build (pure): the step's time, the build's total with and without it,
 * and milliseconds per 1,000 indexed pages; undefined for a failed build or one without the step.
 */
export function indexingFigures(build: BuildFigures): SearchIndexing | undefined {
  const step = build.ok ? build.steps?.find((s) => s.name === INDEX_STEP) : undefined;
  if (!step) return undefined;
  const counts = indexStepCounts(step.detail ?? '');
  const pages = Object.values(counts.pages).reduce((sum, count) => sum + count, 0);
  return {
    label: build.label,
    pages: counts.pages,
    ...(counts.files === undefined ? {} : { files: counts.files }),
    ...(counts.megabytes === undefined ? {} : { megabytes: counts.megabytes }),
    stepSeconds: step.seconds,
    totalSeconds: build.wallSeconds,
    withoutSeconds: build.wallSeconds - step.seconds,
    ...(pages > 0 ? { msPerThousandPages: (step.seconds * 1000 * 1000) / pages } : {}),
  };
}

/** The search island's pause after the last keystroke, read from its source (the constant itself). */
export function debounceFromSource(source: string): number {
  const value = /export const SEARCH_DEBOUNCE_MS = ([\d_]+);/.exec(source)?.[1];
  if (value === undefined) throw new Error('SEARCH_DEBOUNCE_MS is not a number literal in the search island');
  return Number(value.replace(/_/g, ''));
}

/**
 * The island's module imports its styles, which a script run by tsx cannot load: its pause is
 * read from the source instead (search.test.ts holds it against the import).
 */
export const SEARCH_ISLAND = 'components/search/SearchIsland.tsx';

export function searchDebounceMs(repo: string): number {
  return debounceFromSource(fs.readFileSync(path.join(repo, SEARCH_ISLAND), 'utf8'));
}

/** Words of the site's texts that readers search for, per language (each found on several pages). */
export const SEARCH_WORDS: Record<'de-CH' | 'en-GB', readonly string[]> = {
  'de-CH': ['Nachhaltigkeit', 'Verwaltungsrat', 'Kriterien', 'Jury', 'Geschäftsbericht'],
  'en-GB': ['sustainability', 'board of directors', 'criteria', 'jury', 'annual report'],
};

export interface SearchQuery {
  locale: 'de-CH' | 'en-GB';
  /** A company's name or a word of the texts. */
  kind: 'company' | 'word';
  q: string;
}

/** A company's name as a reader types it: without its legal form ("Sika AG" → "Sika"). */
export function companyQuery(name: string): string {
  return name.replace(/\s+(AG|SA|Ltd\.?|plc|N\.V\.|SE|Inc\.?)$/i, '').trim();
}

/**
 * Twenty different queries (pure): in each language five companies of the ranking, spread over
 * it from first to last (the languages alternating), and the five words of SEARCH_WORDS.
 */
export function searchQueries(companies: readonly string[]): SearchQuery[] {
  const count = 10;
  const picked = [
    ...new Set(
      Array.from({ length: Math.min(count, companies.length) }, (_, i) =>
        companyQuery(companies[Math.floor(((i + 0.5) * companies.length) / count)] ?? ''),
      ),
    ),
  ].filter(Boolean);
  return (['de-CH', 'en-GB'] as const).flatMap((locale, l) => [
    ...picked.filter((_, i) => i % 2 === l).map((q) => ({ locale, kind: 'company' as const, q })),
    ...SEARCH_WORDS[locale].map((q) => ({ locale, kind: 'word' as const, q })),
  ]);
}

/** The companies of the current edition's ranking, in its order. */
export function rankingCompanies(contentDir: string): string[] {
  const ranking = JSON.parse(fs.readFileSync(path.join(currentEditionDir(contentDir), 'ranking.json'), 'utf8')) as {
    company: string;
  }[];
  return ranking.map((row) => row.company);
}

/** Median and maximum of the samples' times after the pause (pure). */
export function timingSummary(samples: SearchTimings['samples']): { medianMs: number; maxMs: number } {
  const times = samples.map((s) => s.ms);
  return { medianMs: median(times) ?? NaN, maxMs: max(times) ?? NaN };
}

// The tables of the report (pure).
const kB = (bytes: number | undefined) => (bytes === undefined ? '–' : (bytes / 1000).toFixed(1));
const int = (value: number | undefined) =>
  value === undefined || Number.isNaN(value) ? '–' : String(Math.round(value));

const fetchRow = (f: SearchFetch, which: 'first' | 'second') => {
  const q = f[which];
  return [
    `${f.locale === 'de-CH' ? 'de' : 'en'} ${which}: "${q.query}"`,
    String(q.files.length),
    kB(q.bytes),
    fetchedByKind(q.files)
      .map((k) => `${k.kind} ${k.files > 1 ? `${k.files}× ` : ''}${kB(k.bytes)}`)
      .join(', '),
  ];
};

export function searchTables(search: SearchFigures): Table[] {
  const index: Table = {
    title: 'Search index on the wire (kB = 1,000 bytes)',
    header: ['build', 'part', 'files', 'on disk kB', 'on the wire kB'],
    numeric: [2, 3, 4],
    rows: search.index.flatMap((size) =>
      [...size.parts, size.total].map((p) => [size.label, p.name, String(p.files), kB(p.diskBytes), kB(p.wireBytes)]),
    ),
    note: `Every file of /pagefind/ as the server sends it (${search.index[0]?.encoding ?? 'br'} for the scripts and the entry, from the build's precompressed copies; the WebAssembly and the .pf_* data are gzip inside and sent as they are). A language's part: its WebAssembly, metadata, index chunks, fragments and filters; shared: pagefind.js, pagefind-worker.js, pagefind-entry.json. A reader fetches only the shared files, the language's WebAssembly and metadata, and the chunks and fragments of the words searched for.`,
  };
  const fetches: Table = {
    title: 'Search page: what a first and a second query fetch from /pagefind/',
    header: ['query', 'files', 'kB', 'by kind (kB)'],
    numeric: [1, 2],
    rows: search.fetches.flatMap((f) => [fetchRow(f, 'first'), fetchRow(f, 'second')]),
    note: `On ${search.fetchesServer ?? 'the site'}, each language in a fresh page load, empty cache: the field focused (which loads the index's script), the first query typed, then the second in the same page. First: everything fetched from the focus until its results show; second: what the second query added. Bytes: each file's body as nginx sends it (as in the table above), headers not counted.`,
  };
  const timings: Table = {
    title: 'Search: last keystroke to results shown, less the pause before searching',
    header: ['run', 'queries', 'median ms', 'max ms', 'slowest queries'],
    numeric: [1, 2, 3],
    rows: search.timings.map((t) => [
      t.label,
      String(t.samples.length),
      int(t.medianMs),
      int(t.maxMs),
      [...t.samples]
        .sort((a, b) => b.ms - a.ms)
        .slice(0, 3)
        .map((s) => `"${s.query}" ${int(s.ms)}`)
        .join(', '),
    ]),
    note: `On ${search.timingsServer ?? 'the site'}, ${search.timings[0]?.viewport.width ?? 412} px wide, ${search.timings[0]?.cpuSlowdown ?? 4}× CPU slowdown (Chrome's, on the page's main thread), the index's script loaded first. From the last keystroke (its event time) until the results section says done for those words, no longer busy, and one frame later; less the ${search.timings[0]?.debounceMs ?? ''} ms pause the island waits after a keystroke. Chrome cannot slow down a worker: as shipped, Pagefind searches in its own worker at full speed. The second run takes the worker away, so that Pagefind searches on the slowed main thread: the search's own work slowed too, an upper bound for a slow phone. Every query: ${search.timings[0]?.samples.map((s) => `${s.query} (${s.results})`).join(', ') ?? ''} (results in brackets).`,
  };
  const indexing: Table = {
    title: 'Search: indexing in the build',
    header: ['build', 'pages indexed', 'index step s', 'ms per 1,000 pages', 'build s', 'build s without the step'],
    numeric: [1, 2, 3, 4, 5],
    rows: search.indexing.map((i) => [
      i.label,
      String(Object.values(i.pages).reduce((sum, n) => sum + n, 0)),
      i.stepSeconds.toFixed(1),
      int(i.msPerThousandPages),
      i.totalSeconds.toFixed(0),
      i.withoutSeconds.toFixed(0),
    ]),
    note: search.indexing.length
      ? `The build's step "${INDEX_STEP}" as its closing line reports it (${search.indexing
          .map(
            (i) =>
              `${i.label}: ${Object.entries(i.pages)
                .map(([lang, n]) => `${lang} ${n}`)
                .join(
                  ', ',
                )}${i.files === undefined ? '' : `, ${i.files} files`}${i.megabytes === undefined ? '' : `, ${i.megabytes} MB`}`,
          )
          .join('; ')}); build s: the whole npm run build as the Build table has it.`
      : 'Builds skipped (--skip-build).',
  };
  return [index, fetches, timings, indexing];
}
