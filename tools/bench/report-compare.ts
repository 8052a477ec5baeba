import type { Baseline } from './baseline';
import type { Table } from './table';
import type { LighthouseResult, PageFigures } from './types';

/**
 * The report's comparisons (pure): nginx beside the bundled server in the same run, and this run
 * beside the baseline run (bench/baseline-*.json), page by page.
 */
const int = (value: number | undefined) =>
  value === undefined || Number.isNaN(value) ? '–' : String(Math.round(value));
const kB = (bytes: number | undefined) => (bytes === undefined ? '–' : (bytes / 1000).toFixed(1));
export const pageLabel = (p: PageFigures) =>
  p.target.key === 'floor'
    ? 'framework floor'
    : `${p.target.key} ${p.target.locale === 'de-CH' ? 'de' : 'en'} (${p.target.path})`;

/** nginx and bundled server side by side, and the difference nginx makes. */
export function serverTable(all: PageFigures[], runs: { nginx: number; bundled: number }): Table {
  const pair = (pick: (lh: LighthouseResult) => number | undefined, p: PageFigures) => {
    const n = p.lighthouse ? pick(p.lighthouse) : undefined;
    const b = p.bundledLighthouse ? pick(p.bundledLighthouse) : undefined;
    const diff = n === undefined || b === undefined ? '' : ` (${b - n >= 0 ? '+' : ''}${Math.round(b - n)})`;
    return [int(n), `${int(b)}${diff}`];
  };
  return {
    title: `nginx (HTTP/2, TLS, precompressed; median of ${runs.nginx}) beside the bundled server (HTTP/1.1; median of ${runs.bundled})`,
    header: [
      'page',
      'perf nginx',
      'perf bundled',
      'FCP nginx',
      'FCP bundled',
      'LCP nginx',
      'LCP bundled',
      'TBT nginx',
      'TBT bundled',
      'kB on the wire nginx',
      'bundled',
      'protocol',
    ],
    numeric: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
    rows: all.map((p) => [
      pageLabel(p),
      ...pair((lh) => lh.performance, p),
      ...pair((lh) => lh.fcpMs, p),
      ...pair((lh) => lh.lcpMs, p),
      ...pair((lh) => lh.tbtMs, p),
      kB(p.lighthouse?.transferBytes),
      kB(p.bundledLighthouse?.transferBytes),
      `${p.lighthouse?.protocol ?? '–'} / ${p.bundledLighthouse?.protocol ?? '–'}`,
    ]),
    note: "Milliseconds are Lighthouse's simulation (slow 4G, 4× CPU slowdown); in brackets the bundled server's difference from nginx. kB on the wire: transfer size of every request of the page load (Lighthouse's network-requests), median. Protocol: the document's, nginx / bundled.",
  };
}

/** Each page before (baseline run) and now: Lighthouse (now: nginx, and the bundled server), JS, HTML, payload. */
export function beforeAfterTable(all: PageFigures[], baseline: Baseline): Table {
  const before = (p: PageFigures) =>
    baseline.pages.find((b) => b.path === (p.target.key === 'floor' ? 'floor' : p.target.path));
  const three = (b: number | undefined, bundled: number | undefined, nginx: number | undefined) =>
    `${int(b)} → ${int(bundled)} / ${int(nginx)}`;
  const two = (b: number | undefined, now: number | undefined) => `${kB(b)} → ${kB(now)}`;
  return {
    title: `Before (${baseline.date.slice(0, 10)}, commit ${baseline.commit}, ${baseline.server}, median of ${baseline.lighthouseRuns}) and now`,
    header: ['page', 'perf', 'LCP ms', 'TBT ms', 'JS gzip kB', 'HTML gzip kB', 'router payload kB'],
    numeric: [1, 2, 3, 4, 5, 6],
    rows: all.map((p) => {
      const b = before(p);
      return [
        pageLabel(p),
        three(b?.performance, p.bundledLighthouse?.performance, p.lighthouse?.performance),
        three(b?.lcpMs, p.bundledLighthouse?.lcpMs, p.lighthouse?.lcpMs),
        three(b?.tbtMs, p.bundledLighthouse?.tbtMs, p.lighthouse?.tbtMs),
        two(b?.jsGzipBytes, p.js?.gzipBytes),
        two(b?.htmlGzipBytes, p.html?.gzipBytes),
        two(b?.routerPayloadBytes, p.html?.routerPayloadBytes),
      ];
    }),
    note: `Lighthouse: before → now on the bundled server / now behind nginx (the same server as before is the fair comparison; nginx is what visitors get). Baseline: ${baseline.file}; "–": not measured then.`,
  };
}
