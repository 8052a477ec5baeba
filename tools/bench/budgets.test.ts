/**
 * @jest-environment node
 */
import { evaluateBudgets, type BudgetInput } from './budgets';
import type { BuildFigures, InteractionFigures, LighthouseResult, PageFigures } from './types';

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
  floor: { jsGzipBytes: 140_000, tbtMs: 250 },
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

  it('wants 100 for accessibility, best practices and SEO, CLS 0, TBT within floor + 50 ms and LCP ≤ 1.5 s', () => {
    const lines = evaluateBudgets(
      input({ pages: [page('home', 140_000, lighthouse({ seo: 92, cls: 0.0004, tbtMs: 301, lcpMs: 1501 }))] }),
    );
    expect(status(lines, 'home de-CH accessibility')).toBe('PASS');
    expect(status(lines, 'home de-CH SEO')).toBe('FAIL');
    expect(status(lines, 'home de-CH CLS')).toBe('PASS'); // 0.000 at three decimals
    expect(status(lines, 'home de-CH TBT')).toBe('FAIL');
    expect(lines.find((l) => l.item === 'home de-CH TBT')?.over).toBe('+1 ms');
    expect(status(lines, 'home de-CH LCP')).toBe('FAIL');
    const shifted = evaluateBudgets(input({ pages: [page('home', 140_000, lighthouse({ cls: 0.002 }))] }));
    expect(status(shifted, 'home de-CH CLS')).toBe('FAIL');
  });

  it('compares five editions of 2,000 per page with 1.15× one edition of 2,000', () => {
    const ok = evaluateBudgets(input({ builds: [build('2000', 40), build('2000×5', 46)] }));
    expect(status(ok, '5 editions of 2,000')).toBe('PASS');
    const slow = evaluateBudgets(input({ builds: [build('2000', 40), build('2000×5', 46.1)] }));
    expect(status(slow, '5 editions of 2,000')).toBe('FAIL');
    expect(status(evaluateBudgets(input({ builds: [build('2000', 40)] })), '5 editions of 2,000')).toBe('SKIP');
  });

  it('compares the 5,000 build per page with 1.2× the 2,000 build and checks workers and memory', () => {
    const ok = evaluateBudgets(input({ builds: [build('2000', 40), build('5000', 48)] }));
    expect(status(ok, '5,000 participants')).toBe('PASS');
    const slow = evaluateBudgets(input({ builds: [build('2000', 40), build('5000', 48.1, 1, 2.1)] }));
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
    expect(lines).toEqual([
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
