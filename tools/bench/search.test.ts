/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SEARCH_DEBOUNCE_MS } from '../../components/search/SearchIsland';
import {
  bundleFileKind,
  bundleFileLanguage,
  companyQuery,
  debounceFromSource,
  fetchedByKind,
  indexingFigures,
  indexOnTheWire,
  indexParts,
  indexStepCounts,
  searchDebounceMs,
  searchQueries,
  searchTables,
  servedBytes,
} from './search';
import type { BuildFigures, SearchFigures } from './types';

const languages = ['de-ch', 'en-gb'];

describe('the search bundle on the wire', () => {
  it("tells each language's files from the shared ones", () => {
    expect(bundleFileLanguage('wasm.de-ch.pagefind', languages)).toBe('de-ch');
    expect(bundleFileLanguage('pagefind.en-gb_9d635888adc85.pf_meta', languages)).toBe('en-gb');
    expect(bundleFileLanguage('index/de-ch_c5cb676.pf_index', languages)).toBe('de-ch');
    expect(bundleFileLanguage('fragment/en-gb_bbba2a3.pf_fragment', languages)).toBe('en-gb');
    expect(bundleFileLanguage('filter/de-ch_1a2b3c4.pf_filter', languages)).toBe('de-ch');
    for (const shared of ['pagefind.js', 'pagefind-worker.js', 'pagefind-entry.json'])
      expect(bundleFileLanguage(shared, languages)).toBeUndefined();
  });

  it('counts the scripts and the entry as their brotli or gzip copy, the data and WebAssembly as they are', () => {
    const sizes = { raw: 47_000, br: 12_000, gz: 13_000, gzipOnTheFly: () => 14_000 };
    expect(servedBytes('pagefind/pagefind.js', sizes, true)).toBe(12_000);
    expect(servedBytes('pagefind/pagefind.js', sizes, false)).toBe(13_000);
    expect(servedBytes('pagefind/pagefind.js', { raw: 47_000, gzipOnTheFly: () => 14_000 }, true)).toBe(14_000);
    expect(servedBytes('pagefind/pagefind-entry.json', { ...sizes, raw: 200, br: 150 }, true)).toBe(150);
    for (const data of ['pagefind/wasm.de-ch.pagefind', 'pagefind/index/de-ch_1.pf_index', 'pagefind/x.pf_meta'])
      expect(servedBytes(data, { ...sizes, raw: 58_000 }, true)).toBe(58_000);
  });

  it('sums the files per language, the shared ones and in total', () => {
    const { parts, total } = indexParts(
      [
        { relative: 'pagefind.js', diskBytes: 47_000, wireBytes: 12_000 },
        { relative: 'wasm.de-ch.pagefind', diskBytes: 58_000, wireBytes: 58_000 },
        { relative: 'index/de-ch_1.pf_index', diskBytes: 15_000, wireBytes: 15_000 },
        { relative: 'index/en-gb_1.pf_index', diskBytes: 14_000, wireBytes: 14_000 },
      ],
      languages,
    );
    expect(parts).toEqual([
      { name: 'de-ch', files: 2, diskBytes: 73_000, wireBytes: 73_000 },
      { name: 'en-gb', files: 1, diskBytes: 14_000, wireBytes: 14_000 },
      { name: 'shared', files: 1, diskBytes: 47_000, wireBytes: 12_000 },
    ]);
    expect(total).toEqual({ name: 'total', files: 4, diskBytes: 134_000, wireBytes: 99_000 });
  });

  it('reads a built bundle, leaving out the precompressed copies', () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-search-'));
    const bundle = path.join(out, 'pagefind');
    fs.mkdirSync(path.join(bundle, 'index'), { recursive: true });
    const write = (file: string, bytes: number) => fs.writeFileSync(path.join(bundle, file), Buffer.alloc(bytes));
    fs.writeFileSync(
      path.join(bundle, 'pagefind-entry.json'),
      JSON.stringify({ languages: { 'de-ch': { hash: 'de-ch_1', wasm: 'de-ch', page_count: 1 } } }),
    );
    write('pagefind-entry.json.br', 40);
    write('pagefind.js', 1000);
    write('pagefind.js.br', 300);
    write('pagefind.js.gz', 350);
    write('wasm.de-ch.pagefind', 500);
    write('index/de-ch_1.pf_index', 200);
    try {
      const size = indexOnTheWire(out, 'sample', true);
      expect(size?.total).toMatchObject({ files: 4, wireBytes: 40 + 300 + 500 + 200 });
      expect(size?.parts.find((p) => p.name === 'de-ch')).toMatchObject({ files: 2, wireBytes: 700 });
      expect(indexOnTheWire(out, 'sample', false)?.total.wireBytes).toBeGreaterThan(size?.total.wireBytes ?? 0);
      expect(indexOnTheWire(path.join(out, 'none'), 'sample', true)).toBeUndefined();
    } finally {
      fs.rmSync(out, { recursive: true, force: true });
    }
  });
});

describe('what a query fetches', () => {
  it('names each file by its kind, without language and hash', () => {
    expect(bundleFileKind('/pagefind/pagefind.js')).toBe('pagefind.js');
    expect(bundleFileKind('/pagefind/wasm.en-gb.pagefind')).toBe('wasm');
    expect(bundleFileKind('/pagefind/pagefind.de-ch_40a91bff6faac.pf_meta')).toBe('pf_meta');
    expect(bundleFileKind('/pagefind/fragment/de-ch_f815c1d.pf_fragment')).toBe('fragment');
  });

  it('sums the files by kind in the order first fetched', () => {
    expect(
      fetchedByKind([
        { path: '/pagefind/index/de-ch_1.pf_index', bytes: 15_000 },
        { path: '/pagefind/fragment/de-ch_1.pf_fragment', bytes: 1_700 },
        { path: '/pagefind/fragment/de-ch_2.pf_fragment', bytes: 1_800 },
        { path: '/pagefind/index/de-ch_2.pf_index', bytes: 11_000 },
      ]),
    ).toEqual([
      { kind: 'index', files: 2, bytes: 26_000 },
      { kind: 'fragment', files: 2, bytes: 3_500 },
    ]);
  });
});

describe('indexing in the build', () => {
  const build = (over: Partial<BuildFigures> = {}): BuildFigures => ({
    label: 'sample',
    participants: 199,
    editions: 5,
    htmlPages: 1827,
    ok: true,
    wallSeconds: 456,
    msPerPage: 250,
    cpuSeconds: 600,
    coresUsed: 1.3,
    peakRssBytes: 1,
    phases: [],
    steps: [
      { name: 'pages', seconds: 186, detail: '1827 of 1827 pages' },
      { name: 'search index', seconds: 17.3, detail: 'de-CH 909, en-GB 909 pages; 1941 files, 5.2 MB' },
    ],
    loadAverage: { start: 1, end: 1 },
    ...over,
  });

  it("reads the step's pages per language, files and megabytes", () => {
    expect(indexStepCounts('de-CH 909, en-GB 909 pages; 1941 files, 5.2 MB')).toEqual({
      pages: { 'de-CH': 909, 'en-GB': 909 },
      files: 1941,
      megabytes: 5.2,
    });
    expect(indexStepCounts('')).toEqual({ pages: {} });
  });

  it('gives the step, the build with and without it, and ms per 1,000 pages', () => {
    const figures = indexingFigures(build());
    expect(figures).toMatchObject({
      label: 'sample',
      pages: { 'de-CH': 909, 'en-GB': 909 },
      stepSeconds: 17.3,
      totalSeconds: 456,
      withoutSeconds: 438.7,
    });
    expect(figures?.msPerThousandPages).toBeCloseTo((17_300 / 1818) * 1000, 6);
  });

  it('has nothing for a failed build or one without the step', () => {
    expect(indexingFigures(build({ ok: false }))).toBeUndefined();
    expect(indexingFigures(build({ steps: undefined }))).toBeUndefined();
  });
});

describe('the queries', () => {
  it("reads the island's pause from its source, as the island exports it", () => {
    expect(debounceFromSource('export const SEARCH_DEBOUNCE_MS = 1_500;')).toBe(1500);
    expect(() => debounceFromSource('const SEARCH_DEBOUNCE_MS = 150;')).toThrow(/number literal/);
    expect(searchDebounceMs(path.resolve(__dirname, '../..'))).toBe(SEARCH_DEBOUNCE_MS);
  });

  it('types companies without their legal form', () => {
    expect(companyQuery('Sika AG')).toBe('Sika');
    expect(companyQuery('ABB Ltd')).toBe('ABB');
    expect(companyQuery('Aargauische Kantonalbank')).toBe('Aargauische Kantonalbank');
  });

  it('asks twenty different queries: five companies spread over the ranking and five words per language', () => {
    const companies = Array.from({ length: 200 }, (_, i) => `Company ${i} AG`);
    const queries = searchQueries(companies);
    expect(queries).toHaveLength(20);
    expect(new Set(queries.map((q) => q.q)).size).toBe(20);
    const de = queries.filter((q) => q.locale === 'de-CH');
    expect(de.filter((q) => q.kind === 'company').map((q) => q.q)).toEqual([
      'Company 10',
      'Company 50',
      'Company 90',
      'Company 130',
      'Company 170',
    ]);
    expect(de.filter((q) => q.kind === 'word')).toHaveLength(5);
    expect(queries.filter((q) => q.locale === 'en-GB' && q.kind === 'company')[0]?.q).toBe('Company 30');
  });
});

describe('the search tables', () => {
  it('show the index per part, the fetches by kind, the timings and the indexing', () => {
    const search: SearchFigures = {
      index: [
        {
          label: 'sample',
          encoding: 'br',
          parts: [{ name: 'de-ch', files: 2, diskBytes: 73_000, wireBytes: 73_000 }],
          total: { name: 'total', files: 2, diskBytes: 73_000, wireBytes: 73_000 },
        },
      ],
      fetches: [
        {
          locale: 'de-CH',
          first: { query: 'Sika', bytes: 27_000, files: [{ path: '/pagefind/pagefind.js', bytes: 27_000 }] },
          second: {
            query: 'Jury',
            bytes: 1_000,
            files: [{ path: '/pagefind/fragment/de-ch_1.pf_fragment', bytes: 1_000 }],
          },
        },
      ],
      timings: [
        {
          label: 'as shipped',
          worker: true,
          viewport: { width: 412, height: 823 },
          cpuSlowdown: 4,
          debounceMs: 150,
          medianMs: 120,
          maxMs: 300,
          samples: [
            { locale: 'de-CH', query: 'Sika', ms: 120, results: 5 },
            { locale: 'de-CH', query: 'Jury', ms: 300, results: 30 },
          ],
        },
      ],
      indexing: [],
    };
    const [index, fetches, timings, indexing] = searchTables(search);
    expect(index?.rows).toEqual([
      ['sample', 'de-ch', '2', '73.0', '73.0'],
      ['sample', 'total', '2', '73.0', '73.0'],
    ]);
    expect(fetches?.rows[0]).toEqual(['de first: "Sika"', '1', '27.0', 'pagefind.js 27.0']);
    expect(fetches?.rows[1]?.[3]).toBe('fragment 1.0');
    expect(timings?.rows[0]).toEqual(['as shipped', '2', '120', '300', '"Jury" 300, "Sika" 120']);
    expect(indexing?.note).toMatch(/skipped/);
  });
});
