/**
 * @jest-environment node
 */
import { evaluateBudgets, jsAllowanceBytes, type BudgetInput } from './budgets';
import type { BuildFigures, InteractionFigures, LighthouseResult, PageFigures, SearchTimings } from './types';

const lighthouse = (over: Partial<LighthouseResult> = {}): LighthouseResult => ({
  performance: 95,
  fcpMs: 900,
  observedLcpMs: 300,
  lcpElement: '<p>',
  lcpPhases: {},
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1200,
  tbtMs: 300,
  cls: 0,
  failedAudits: [],
  runs: [],
  ...over,
});
const page = (key: PageFigures['target']['key'], gzipBytes: number, lh = lighthouse()): PageFigures => ({
  target: { key, locale: 'de-CH', path: '/' },
  js: { scripts: 8, rawBytes: 0, gzipBytes, afterLoadScripts: 0, afterLoadGzipBytes: 0 },
  lighthouse: lh,
});
const build = (label: string, msPerPath: number, workers = 2, peakGiB = 1.5): BuildFigures => ({
  label,
  participants: 0,
  editions: 1,
  htmlPages: 100,
  ok: true,
  wallSeconds: 10,
  msPerPage: 100,
  cpuSeconds: 18,
  coresUsed: 1.8,
  peakRssBytes: peakGiB * 1024 ** 3,
  staticGeneration: { workers, paths: 100, seconds: 5, msPerPath, coresUsed: 1.9 },
  phases: [],
  loadAverage: { start: 1, end: 1 },
});
const interaction = (rows: number, keyMs: number, sortMs: number): InteractionFigures => ({
  rows,
  keystroke: { medianMs: keyMs, maxMs: keyMs, settledMedianMs: 0, samples: [] },
  sort: { medianMs: sortMs, maxMs: sortMs, settledMedianMs: 0, samples: [] },
});
const input = (over: Partial<BudgetInput> = {}): BudgetInput => ({
  floor: { jsGzipBytes: 140_000, lighthouse: { performance: 97, tbtMs: 250, lcpMs: 1500 } },
  pages: [],
  builds: [],
  interactions: [],
  checks: [],
  cpuCount: 2,
  ...over,
});
const status = (lines: ReturnType<typeof evaluateBudgets>, item: string) =>
  lines.find((l) => l.item.startsWith(item))?.status;

describe('evaluateBudgets', () => {
  it('gives each page kind its JavaScript allowance over the floor', () => {
    const lines = evaluateBudgets(
      input({
        pages: [
          page('criteria', 150_000),
          page('participant', 150_001),
          page('ranking', 165_000),
          page('gallery', 155_001),
        ],
      }),
    );
    const js = lines.filter((l) => l.area === 'JavaScript');
    expect(js.map((l) => l.status)).toEqual(['PASS', 'FAIL', 'PASS', 'FAIL']);
    expect(js[1]?.over).toBe('+0.0 kB');
    expect(js[3]?.actual).toBe('155.0 kB (floor + 15.0 kB)');
  });

  it('skips the JavaScript budget without a floor', () => {
    const lines = evaluateBudgets(input({ floor: undefined, pages: [page('home', 1)] }));
    expect(lines.find((l) => l.area === 'JavaScript')?.status).toBe('SKIP');
  });

  it('gives the new pages their allowances: archive as criteria, past ranking as ranking, comparison + 15 kB', () => {
    const pages = [page('archive', 150_001), page('past-ranking', 165_000), page('compare', 155_000)];
    const lines = evaluateBudgets(input({ pages }));
    expect(lines.filter((l) => l.area === 'JavaScript').map((l) => l.status)).toEqual(['FAIL', 'PASS', 'PASS']);
    const over = evaluateBudgets(input({ pages: [page('past-ranking', 165_001)] }));
    expect(over.find((l) => l.area === 'JavaScript')?.status).toBe('FAIL');
  });

  it('wants 100 for accessibility, best practices and SEO, and CLS 0', () => {
    const lines = evaluateBudgets(input({ pages: [page('home', 140_000, lighthouse({ seo: 92, cls: 0.0004 }))] }));
    expect(status(lines, 'home de-CH accessibility')).toBe('PASS');
    expect(status(lines, 'home de-CH SEO')).toBe('FAIL');
    expect(status(lines, 'home de-CH CLS')).toBe('PASS'); // 0.000 at three decimals
    const shifted = evaluateBudgets(input({ pages: [page('home', 140_000, lighthouse({ cls: 0.002 }))] }));
    expect(status(shifted, 'home de-CH CLS')).toBe('FAIL');
  });

  it('judges performance, TBT and LCP against the floor of the same run', () => {
    // Floor: performance 97, TBT 250 ms, LCP 1,500 ms.
    const edge = evaluateBudgets(
      input({ pages: [page('home', 140_000, lighthouse({ performance: 95, tbtMs: 300, lcpMs: 1800 }))] }),
    );
    expect(status(edge, 'home de-CH performance')).toBe('PASS');
    expect(status(edge, 'home de-CH TBT')).toBe('PASS');
    expect(status(edge, 'home de-CH LCP')).toBe('PASS');
    expect(edge.find((l) => l.item === 'home de-CH LCP')?.limit).toBe('≤ 1800 ms (floor 1500 ms + 300 ms)');
    const slowPage = page('home', 140_000, lighthouse({ performance: 94, tbtMs: 301, lcpMs: 1801 }));
    const over = evaluateBudgets(input({ pages: [slowPage] }));
    expect(over.find((l) => l.item === 'home de-CH performance')).toMatchObject({ status: 'FAIL', over: '−1' });
    expect(over.find((l) => l.item === 'home de-CH TBT')).toMatchObject({ status: 'FAIL', over: '+1 ms' });
    expect(over.find((l) => l.item === 'home de-CH LCP')).toMatchObject({ status: 'FAIL', over: '+1 ms' });
    // A slower floor moves the limits with it: the same page passes.
    const slowFloor = { jsGzipBytes: 140_000, lighthouse: { performance: 96, tbtMs: 251, lcpMs: 1501 } };
    const moved = evaluateBudgets(input({ pages: [slowPage], floor: slowFloor }));
    expect(['performance', 'TBT', 'LCP'].map((m) => status(moved, `home de-CH ${m}`))).toEqual([
      'PASS',
      'PASS',
      'PASS',
    ]);
  });

  it('skips the floor-relative Lighthouse budgets when the floor was not measured', () => {
    const lines = evaluateBudgets(input({ floor: { jsGzipBytes: 140_000 }, pages: [page('home', 140_000)] }));
    expect(['performance', 'TBT', 'LCP'].map((m) => status(lines, `home de-CH ${m}`))).toEqual([
      'SKIP',
      'SKIP',
      'SKIP',
    ]);
    expect(status(lines, 'home de-CH SEO')).toBe('PASS');
  });

  it('limits the ranking router payload to 60 kB and the text pages HTML to 14 kB gzip', () => {
    const withHtml = (key: PageFigures['target']['key'], gzip: number, payload: number): PageFigures => ({
      ...page(key, 140_000),
      html: {
        rawBytes: 0,
        gzipBytes: gzip,
        brotliBytes: gzip - 2000,
        routerPayloadBytes: payload,
        routerPayloadScripts: 9,
      },
    });
    const lines = evaluateBudgets(
      input({
        rankingRows: 199,
        pages: [
          withHtml('ranking', 36_000, 60_001),
          withHtml('home', 14_000, 45_000),
          withHtml('criteria', 14_001, 45_000),
          withHtml('archive', 30_000, 45_000),
        ],
      }),
    );
    const html = lines.filter((l) => l.area === 'HTML');
    expect(html.map((l) => [l.item, l.status])).toEqual([
      ['ranking de-CH router payload at 199 rows', 'FAIL'],
      ['home de-CH HTML gzip', 'PASS'],
      ['criteria de-CH HTML gzip', 'FAIL'],
    ]);
    expect(html[1]?.actual).toBe('14.0 kB (brotli 12.0 kB)');
  });

  it('compares five editions of 2,000 per page with 1.15× one edition of 2,000', () => {
    const ok = evaluateBudgets(input({ builds: [build('2000', 40), build('2000×5', 46)] }));
    expect(status(ok, '5 editions of 2,000')).toBe('PASS');
    const slow = evaluateBudgets(input({ builds: [build('2000', 40), build('2000×5', 46.1)] }));
    expect(status(slow, '5 editions of 2,000')).toBe('FAIL');
    expect(status(evaluateBudgets(input({ builds: [build('2000', 40)] })), '5 editions of 2,000')).toBe('SKIP');
  });

  it('compares the 5,000 build per page with 1.15× the 2,000 build and checks workers and memory', () => {
    const ok = evaluateBudgets(input({ builds: [build('2000', 40), build('5000', 46)] }));
    expect(status(ok, '5,000 participants')).toBe('PASS');
    const slow = evaluateBudgets(input({ builds: [build('2000', 40), build('5000', 46.1, 1, 2.1)] }));
    expect(status(slow, '5,000 participants')).toBe('FAIL');
    expect(status(slow, '5000: static generation uses both cores')).toBe('FAIL');
    expect(status(slow, '5000: peak memory')).toBe('FAIL');
    expect(status(slow, '2000: peak memory')).toBe('PASS');
    expect(status(evaluateBudgets(input({ builds: [build('2000', 40)] })), '5,000 participants')).toBe('SKIP');
    expect(evaluateBudgets(input()).filter((l) => l.area === 'Build')).toEqual([]);
  });

  it('allows 50 ms per interaction at 200 rows and 100 ms at 5,000', () => {
    const lines = evaluateBudgets(input({ interactions: [interaction(199, 50, 56), interaction(5000, 96, 104)] }));
    expect(lines.filter((l) => l.area === 'Ranking').map((l) => l.status)).toEqual(['PASS', 'FAIL', 'PASS', 'FAIL']);
  });

  it("gives the search page its own allowance over the floor: the search island's JavaScript", () => {
    const limit = 140_000 + jsAllowanceBytes.search;
    const lines = evaluateBudgets(input({ pages: [page('search', limit), page('search', limit + 1)] }));
    expect(lines.filter((l) => l.area === 'JavaScript').map((l) => l.status)).toEqual(['PASS', 'FAIL']);
  });

  it('wants the search results at most 150 ms after the pause, median of the queries', () => {
    const timings = (medianMs: number): SearchTimings => ({
      label: 'as shipped',
      worker: true,
      viewport: { width: 412, height: 823 },
      cpuSlowdown: 4,
      debounceMs: 150,
      medianMs,
      maxMs: 400,
      samples: Array.from({ length: 20 }, () => ({ locale: 'de-CH' as const, query: 'x', ms: medianMs, results: 1 })),
    });
    const search = (t?: SearchTimings) => evaluateBudgets(input({ searchTimings: t })).find((l) => l.area === 'Search');
    expect(search(timings(150))).toMatchObject({
      status: 'PASS',
      item: 'results after the last keystroke, less the 150 ms pause (median of 20 queries, 412 px, 4× CPU)',
      actual: '150 ms (max 400 ms)',
    });
    expect(search(timings(151))).toMatchObject({ status: 'FAIL', over: '+1 ms' });
    expect(search(undefined)?.status).toBe('SKIP');
  });

  it('turns checks into lines with their offenders', () => {
    const lines = evaluateBudgets(
      input({
        checks: [
          {
            area: 'Images',
            results: [{ name: 'lazy', pass: false, detail: '4 offending', offenders: ['a', 'b', 'c', 'd'] }],
          },
        ],
      }),
    );
    expect(lines.filter((l) => l.area === 'Images')).toEqual([
      {
        area: 'Images',
        item: 'lazy',
        limit: 'all',
        actual: '4 offending',
        status: 'FAIL',
        details: ['a', 'b', 'c', 'd'],
      },
    ]);
  });
});
