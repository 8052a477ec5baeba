/**
 * @jest-environment node
 */
import zlib from 'node:zlib';
import { durationSeconds, parseBuildLog } from './build-log';
import { commonAncestor } from './floor-app';
import { gzipBytes, htmlWeight, payloadFilePath, routerPayloadScripts } from './html-weight';
import { oversizeFactor, srcsetUrls } from './image-fit';
import { combineRuns, summariseReport } from './lighthouse';
import { parseOptions } from './options';
import { descendants, parseProcStat, shortCommand } from './process-tree';
import { max, median, round } from './stats';
import { toMarkdown, toText } from './table';

describe('stats', () => {
  it('takes the middle value, or the mean of the two middle values', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 10])).toBe(3.5);
    expect(median([])).toBeUndefined();
    expect(max([2, 9, 4])).toBe(9);
    expect(round(1.2345, 2)).toBe(1.23);
  });
});

describe('html weight', () => {
  const payload1 = 'self.__next_f.push([1,"0:[\\"$\\",\\"html\\"]"])';
  const html = `<html><head><script src="/_next/a.js" async=""></script><script id="_R_">(globalThis.TURBOPACK||[]).push({})</script></head><body><p>Grüezi</p><script>(self.__next_f=self.__next_f||[]).push([0])</script><script>${payload1}</script></body></html>`;

  it('finds the router payload scripts and no other inline or external script', () => {
    expect(routerPayloadScripts(html)).toEqual(['(self.__next_f=self.__next_f||[]).push([0])', payload1]);
  });

  it('counts bytes, not characters, and gzips as zlib does', () => {
    const weight = htmlWeight(html);
    expect(weight.rawBytes).toBe(html.length + 1); // ü takes two bytes in UTF-8
    expect(weight.gzipBytes).toBe(zlib.gzipSync(html).length);
    // Brotli at quality 11, as the build's .br copies: a decompressible stream of the page.
    expect(weight.brotliBytes).toBeGreaterThan(0);
    expect(weight.brotliBytes).toBeLessThan(weight.rawBytes);
    const long = html.repeat(20);
    expect(htmlWeight(long).brotliBytes).toBeLessThan(htmlWeight(long).gzipBytes);
    expect(weight.routerPayloadBytes).toBe('(self.__next_f=self.__next_f||[]).push([0])'.length + payload1.length);
    expect(weight.routerPayloadScripts).toBe(2);
    expect(gzipBytes('a'.repeat(10_000))).toBeLessThan(100);
    expect(weight.payloadFile).toBeUndefined();
  });

  it('counts a payload file beside the page as its router payload, apart from the HTML', () => {
    const page =
      '<html><head><script src="/_next/static/site/flight-loader-1.js" async="" ' +
      'data-flight="/en/r&amp;d.flight.json"></script></head><body><p>Hi</p></body></html>';
    const file = '{"flight":[[0],[1,"0:[]"]],"runtime":{"runtimeModuleIds":[1]}}';
    expect(payloadFilePath(page)).toBe('/en/r&d.flight.json');
    const weight = htmlWeight(page, file);
    expect(weight.rawBytes).toBe(page.length);
    expect(weight.routerPayloadScripts).toBe(0);
    expect(weight.routerPayloadBytes).toBe(file.length);
    expect(weight.payloadFile).toEqual({ path: '/en/r&d.flight.json', gzipBytes: zlib.gzipSync(file).length });
    expect(() => htmlWeight(page)).toThrow('/en/r&d.flight.json');
    expect(() => htmlWeight(html, file)).toThrow('without one');
  });
});

describe('image fit', () => {
  const box = { naturalWidth: 900, naturalHeight: 1200, boxWidth: 300, boxHeight: 400, objectFit: 'fill', dpr: 1 };
  it('compares the pixels sent with the device pixels shown', () => {
    expect(oversizeFactor(box)).toBe(3);
    expect(oversizeFactor({ ...box, dpr: 3 })).toBe(1);
    expect(oversizeFactor({ ...box, boxWidth: 600, dpr: 2 })).toBe(0.75);
  });
  it('uses the scale object-fit applies', () => {
    // A landscape box over a portrait image: cover scales by the width, contain by the height.
    const wide = { ...box, boxWidth: 450, boxHeight: 300 };
    expect(oversizeFactor({ ...wide, objectFit: 'cover' })).toBe(2);
    expect(oversizeFactor({ ...wide, objectFit: 'contain' })).toBe(4);
    expect(oversizeFactor({ ...box, objectFit: 'none' })).toBe(1);
  });
  it('lists the URLs of a srcset', () => {
    expect(srcsetUrls('/a-480w.webp 480w, /a-800w.webp 800w')).toEqual(['/a-480w.webp', '/a-800w.webp']);
    expect(srcsetUrls('')).toEqual([]);
  });
});

describe('process tree', () => {
  it('reads pid, parent, CPU ticks and RSS from /proc/<pid>/stat, also with spaces in the name', () => {
    const line =
      '4242 (next-server (v16)) S 4000 4242 4000 0 -1 4194560 100 0 0 0 250 50 0 0 20 0 11 0 5000 1000000 3000 18446744073709551615';
    expect(parseProcStat(line)).toEqual({ pid: 4242, ppid: 4000, cpuTicks: 300, rssPages: 3000 });
    expect(parseProcStat('garbage')).toBeUndefined();
  });
  it('shortens a command line to the package path and the arguments', () => {
    expect(shortCommand(['/opt/node-24/bin/node', '/w/ws/node_modules/next/dist/bin/next', 'build'])).toBe(
      'node next/dist/bin/next build',
    );
    expect(shortCommand(['node', 'x'.repeat(100)])).toHaveLength(80);
  });
  it('collects the root and its descendants only', () => {
    const p = (pid: number, ppid: number) => ({ pid, ppid, cpuTicks: 0, rssPages: 1 });
    const stats = [p(1, 0), p(10, 1), p(11, 10), p(12, 11), p(20, 1), p(13, 10)];
    expect(
      descendants(10, stats)
        .map((s) => s.pid)
        .sort(),
    ).toEqual([10, 11, 12, 13]);
  });
});

describe('build log', () => {
  const at = (seconds: number, text: string) => ({ seconds, text });
  const lines = [
    at(2, 'Content OK (/tmp/c): 2000 participants, 2 locales.'),
    at(3, 'Media: 0 of 6192 files generated in 0.6 s.'),
    at(4, '▲ Next.js 16.4.5 (Turbopack)'),
    at(60, '✓ Compiled successfully in 54s'),
    at(70, '  Generating static pages using 2 workers (0/6033) ...'),
    at(400, '  Generating static pages using 2 workers (3000/6033) '),
    at(700, '\u001b[32m✓\u001b[39m Generating static pages using 2 workers (6033/6033) in 10.5min'),
    at(720, 'Built 4027 HTML pages into /tmp/out in 719.0 s.'),
  ];
  it('reads the phases, the workers and the pages', () => {
    const log = parseBuildLog(lines, 721);
    expect(log.staticGeneration).toEqual({ workers: 2, paths: 6033, startSeconds: 70, endSeconds: 700 });
    expect(log.htmlPages).toBe(4027);
    expect(log.phases).toEqual([
      { name: 'content check', seconds: 2 },
      { name: 'media', seconds: 1 },
      { name: 'compile', seconds: 57 },
      { name: 'collect page data', seconds: 10 },
      { name: 'static generation', seconds: 630 },
      { name: 'finalise and swap', seconds: 20 },
      { name: 'rest', seconds: 1 },
    ]);
  });
  it('leaves out what a failed build never printed', () => {
    const log = parseBuildLog(lines.slice(0, 4), 61);
    expect(log.staticGeneration).toBeUndefined();
    expect(log.htmlPages).toBeUndefined();
  });
  it("reads each step's closing line: its name, time and counts", () => {
    const log = parseBuildLog(
      [
        at(1, '[1/8] content check'),
        at(3, '[1/8] content check: 2.8 s'),
        at(200, '\u001b[32m[4/8] pages: 3 min 06 s (1827 of 1827 pages)\u001b[39m'),
        at(201, 'pages: 1801 of 1827 (98%), 2 min 55 s'),
        at(230, '\r\u001b[K[6/8] search index: 17.3 s (de-CH 909, en-GB 909 pages; 1941 files, 5.2 MB)'),
        at(231, '  search index       17.3 s  de-CH 909, en-GB 909 pages; 1941 files, 5.2 MB'),
      ],
      240,
    );
    expect(log.steps).toEqual([
      { name: 'content check', seconds: 2.8 },
      { name: 'pages', seconds: 186, detail: '1827 of 1827 pages' },
      { name: 'search index', seconds: 17.3, detail: 'de-CH 909, en-GB 909 pages; 1941 files, 5.2 MB' },
    ]);
  });
  it('reads durations as the build prints them', () => {
    expect(durationSeconds('0.4 s')).toBe(0.4);
    expect(durationSeconds('2 min 05 s')).toBe(125);
    expect(durationSeconds('12 ms')).toBeUndefined();
  });
});

describe('lighthouse', () => {
  const report = (perf: number, lcp: number, tbt: number, a11yAudit = 1) => ({
    categories: {
      performance: { score: perf, auditRefs: [] },
      accessibility: {
        score: a11yAudit === 1 ? 1 : 0.95,
        auditRefs: [
          { id: 'color-contrast', weight: 7 },
          { id: 'aria-hidden', weight: 0 },
        ],
      },
      'best-practices': { score: 1, auditRefs: [] },
      seo: { score: 0.92, auditRefs: [{ id: 'canonical', weight: 1 }] },
    },
    audits: {
      'color-contrast': { score: a11yAudit },
      'aria-hidden': { score: 0 },
      canonical: { score: 0 },
      'first-contentful-paint': { score: 1, numericValue: 800 },
      metrics: { score: null, details: { items: [{ observedLargestContentfulPaint: 250 }] } },
      'largest-contentful-paint': { score: 1, numericValue: lcp },
      'largest-contentful-paint-element': {
        score: 0,
        details: {
          items: [
            { items: [{ node: { snippet: '<p class="lead">', nodeLabel: 'Ein guter Geschäftsbericht' } }] },
            {
              items: [
                { phase: 'TTFB', timing: 500.4 },
                { phase: 'Render Delay', timing: lcp - 500 },
              ],
            },
          ],
        },
      },
      'total-blocking-time': { score: 1, numericValue: tbt },
      'cumulative-layout-shift': { score: 1, numericValue: 0 },
    },
  });
  it('summarises scores, metrics and the weighted audits that failed', () => {
    expect(summariseReport(report(0.87, 1200, 300, 0))).toEqual({
      performance: 87,
      fcpMs: 800,
      accessibility: 95,
      bestPractices: 100,
      seo: 92,
      lcpMs: 1200,
      observedLcpMs: 250,
      tbtMs: 300,
      cls: 0,
      lcpElement: 'p “Ein guter Geschäftsbericht”',
      lcpPhases: { TTFB: 500, 'Render Delay': 700 },
      failedAudits: ['canonical', 'color-contrast'],
      protocol: '',
      transferBytes: 0,
    });
  });
  it('takes the median of each metric over the runs', () => {
    const runs = [report(0.9, 1000, 500), report(0.8, 3000, 100), report(0.7, 2000, 300)].map(summariseReport);
    const combined = combineRuns(runs);
    expect([combined.performance, combined.lcpMs, combined.tbtMs]).toEqual([80, 2000, 300]);
    expect(combined.lcpPhases['Render Delay']).toBe(1500); // from the run with the median LCP
    expect(combined.runs).toHaveLength(3);
  });
  it('takes the median of five: the third value, whatever the two outliers', () => {
    const runs = [
      report(0.99, 900, 40),
      report(0.5, 9000, 2000),
      report(0.95, 1500, 120),
      report(0.97, 1100, 80),
      report(0.96, 1300, 100),
    ].map(summariseReport);
    const combined = combineRuns(runs);
    expect([combined.performance, combined.lcpMs, combined.tbtMs]).toEqual([96, 1300, 100]);
    expect(combined.runs).toHaveLength(5);
  });
  it('reads the protocol of the document and the bytes on the wire', () => {
    const json = report(1, 1000, 50);
    const withRequests = {
      ...json,
      audits: {
        ...json.audits,
        'network-requests': {
          score: null,
          details: {
            items: [
              { resourceType: 'Document', protocol: 'h2', transferSize: 12_000 },
              { resourceType: 'Script', protocol: 'h2', transferSize: 40_000 },
            ],
          },
        },
      },
    };
    expect(summariseReport(withRequests)).toMatchObject({ protocol: 'h2', transferBytes: 52_000 });
  });
  it('refuses a report with a runtime error', () => {
    expect(() =>
      summariseReport({ ...report(1, 1, 1), runtimeError: { code: 'NO_FCP', message: 'no paint' } }),
    ).toThrow('NO_FCP');
  });
});

describe('options', () => {
  it('has defaults for a full run', () => {
    const o = parseOptions([], '/tmp');
    expect(o).toMatchObject({
      quick: false,
      skipBuild: false,
      runs: 5,
      bundledRuns: 3,
      port: 3340,
      site: '/tmp/out-bench-sample',
      workDir: '/tmp/bench-work',
    });
  });
  it('reads --quick, --skip-build and values', () => {
    const o = parseOptions(['--quick', '--skip-build', '--site', '/srv/out', '--port', '3400'], '/tmp');
    expect(o).toMatchObject({ quick: true, skipBuild: true, runs: 1, site: '/srv/out', port: 3400 });
    expect(parseOptions(['--quick', '--runs', '2']).runs).toBe(2);
    expect(parseOptions(['--quick'])).toMatchObject({ runs: 1, bundledRuns: 1 });
    expect(parseOptions(['--runs', '5', '--bundled-runs', '5'])).toMatchObject({ runs: 5, bundledRuns: 5 });
    expect(parseOptions(['--bundled-runs', '0']).bundledRuns).toBe(0);
    expect(parseOptions(['--baseline', '/b/old.json']).baseline).toBe('/b/old.json');
    expect(parseOptions([]).baseline).toBeUndefined();
  });
  it('rejects unknown options and bad values', () => {
    expect(() => parseOptions(['--fast'])).toThrow("Unknown option '--fast'");
    expect(() => parseOptions(['/srv/out'])).toThrow("Unexpected argument '/srv/out'");
    expect(() => parseOptions(['--runs', '0'])).toThrow('--runs must be a whole number');
    expect(() => parseOptions(['--runs', '3', '--bundled-runs', '4'])).toThrow('--bundled-runs must be');
    expect(() => parseOptions(['--port', '65531'])).toThrow('--port must be a port number'); // six ports
    expect(() => parseOptions(['--site'])).toThrow("Option '--site <value>' argument missing");
    expect(() => parseOptions(['--site', '--quick'])).toThrow("Option '--site' argument is ambiguous");
  });
});

describe('tables', () => {
  const table = {
    title: 'T',
    header: ['page', 'kB'],
    rows: [
      ['home', '1.5'],
      ['ranking', '12.0'],
    ],
    numeric: [1],
  };
  it('aligns text columns left and numbers right', () => {
    expect(toText(table).split('\n')).toEqual([
      'T',
      'page       kB',
      '───────  ────',
      'home      1.5',
      'ranking  12.0',
    ]);
  });
  it('writes Markdown with escaped pipes', () => {
    expect(toMarkdown({ ...table, rows: [['a|b', '1']] })).toBe(
      '### T\n\n| page | kB |\n| --- | ---: |\n| a\\|b | 1 |',
    );
  });
});

describe('floor app', () => {
  it('finds the folder that holds both paths', () => {
    expect(commonAncestor('/tmp/bench/floor', '/work/main/node_modules')).toBe('/');
    expect(commonAncestor('/work/a/b', '/work/a/c/d')).toBe('/work/a');
  });
});
