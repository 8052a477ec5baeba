import type { Baseline } from './baseline';
import { beforeAfterTable, pageLabel, serverTable } from './report-compare';
import { searchTables } from './search';
import { toMarkdown, toText, type Table } from './table';
import type { BudgetLine, BuildFigures, InteractionFigures, PageFigures, SearchFigures } from './types';

/** The benchmark's results as written to bench/results.json, and the tables made from them (pure). */
export interface BenchResults {
  meta: {
    date: string;
    commit: string;
    node: string;
    next: string;
    cpus: number;
    mode: string;
    lighthouseRuns: number;
    /** Runs on the bundled server (absent in runs before the nginx harness, which measured only there). */
    bundledLighthouseRuns?: number;
    servers?: { nginx: string; bundled: string };
    wallSeconds: number;
    loadAverage: { start: number; end: number; during?: Record<string, number> };
  };
  floor: PageFigures;
  pages: PageFigures[];
  builds: BuildFigures[];
  interactions: InteractionFigures[];
  /** The site search's figures (absent in runs before the search). */
  search?: SearchFigures;
  budgets: BudgetLine[];
  /** The figures of the run compared with (bench/baseline-*.json). */
  baseline?: Baseline;
}

const kB = (bytes: number | undefined) => (bytes === undefined ? '–' : (bytes / 1000).toFixed(1));
const int = (value: number | undefined) =>
  value === undefined || Number.isNaN(value) ? '–' : String(Math.round(value));
const fixed = (value: number | undefined, digits: number) =>
  value === undefined || Number.isNaN(value) ? '–' : value.toFixed(digits);
export function tables(results: BenchResults): Table[] {
  const all = [results.floor, ...results.pages];
  const floorJs = results.floor.js?.gzipBytes;
  const weight: Table = {
    title: 'JavaScript and HTML per page (kB = 1,000 bytes; gzip at zlib level 6, brotli at quality 11)',
    header: [
      'page',
      'JS gzip',
      'over floor',
      'scripts',
      'JS after load',
      'HTML raw',
      'HTML gzip',
      'HTML brotli',
      'router payload',
      'payload file gzip',
    ],
    numeric: [1, 2, 3, 4, 5, 6, 7, 8, 9],
    rows: all.map((p) => [
      pageLabel(p),
      kB(p.js?.gzipBytes),
      p === results.floor || floorJs === undefined || p.js === undefined ? '' : `+${kB(p.js.gzipBytes - floorJs)}`,
      int(p.js?.scripts),
      p.js?.afterLoadScripts ? `${kB(p.js.afterLoadGzipBytes)} (${p.js.afterLoadScripts})` : '0',
      kB(p.html?.rawBytes),
      kB(p.html?.gzipBytes),
      kB(p.html?.brotliBytes),
      kB(p.html?.routerPayloadBytes),
      p.html?.payloadFile ? kB(p.html.payloadFile.gzipBytes) : '–',
    ]),
    note: 'JS: scripts fetched before the load event, and the framework chunks the flight loader adds after the first paint wherever they fall. After load: fetched in the 3 s after it, not in the budget (the chunks of the routes next/link prefetches for the links in view). Router payload: raw bytes of the flight data React hydrates from; the post-build step moves it out of the HTML into a payload file beside the page (fetched in parallel, gzip shown apart), so HTML gzip is the page without it. In the baseline it was inline self.__next_f.push scripts, part of the HTML.',
  };
  const lighthouse: Table = {
    title: `Lighthouse behind nginx (HTTP/2, TLS, precompressed files), mobile defaults (median of ${results.meta.lighthouseRuns} run${results.meta.lighthouseRuns === 1 ? '' : 's'})`,
    header: [
      'page',
      'perf',
      'a11y',
      'best pr.',
      'SEO',
      'FCP ms',
      'LCP ms',
      'LCP obs. ms',
      'TBT ms',
      'TBT runs',
      'CLS',
      'LCP element',
      'audits below 1',
    ],
    numeric: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
    rows: all.map((p) => {
      const lh = p.lighthouse;
      const tbtRuns = lh?.runs.map((r) => Math.round(r.tbtMs)).join('/') ?? '';
      return [
        pageLabel(p),
        int(lh?.performance),
        int(lh?.accessibility),
        int(lh?.bestPractices),
        int(lh?.seo),
        int(lh?.fcpMs),
        int(lh?.lcpMs),
        int(lh?.observedLcpMs),
        int(lh?.tbtMs),
        tbtRuns,
        fixed(lh?.cls, 3),
        lh?.lcpElement ?? '',
        lh?.failedAudits.join(', ') ?? '',
      ];
    }),
    note: `FCP, LCP, TBT: Lighthouse's simulation (slow 4G, 4× CPU slowdown). LCP obs.: LCP of the real, unthrottled load. LCP phases (ms, run with the median LCP): ${all
      .filter((p) => p.lighthouse)
      .map(
        (p) =>
          `${pageLabel(p).replace(/ \(.*\)$/, '')}: ${Object.entries(p.lighthouse?.lcpPhases ?? {})
            .map(([k, v]) => `${k} ${v}`)
            .join(', ')}`,
      )
      .join('; ')}`,
  };
  const builds: Table = {
    title: 'Build (npm run build in a private copy, cold .next, media cache warm)',
    header: [
      'content',
      'participants',
      'editions',
      'HTML pages',
      'wall s',
      'ms/page',
      'static gen s',
      'gen ms/path',
      'workers',
      'cores (all)',
      'cores (gen)',
      'peak RSS GiB',
      'peak PSS GiB',
      'load avg',
    ],
    numeric: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11],
    rows: results.builds.map((b) => [
      b.label,
      String(b.participants),
      String(b.editions ?? 1),
      String(b.htmlPages),
      b.ok ? b.wallSeconds.toFixed(0) : 'FAILED',
      b.ok ? b.msPerPage.toFixed(0) : '–',
      fixed(b.staticGeneration?.seconds, 0),
      fixed(b.staticGeneration?.msPerPath, 1),
      int(b.staticGeneration?.workers),
      b.coresUsed.toFixed(2),
      fixed(b.staticGeneration?.coresUsed, 2),
      (b.peakRssBytes / 1024 ** 3).toFixed(2),
      b.peakPssBytes === undefined ? '–' : (b.peakPssBytes / 1024 ** 3).toFixed(2),
      `${b.loadAverage.start.toFixed(1)}→${b.loadAverage.end.toFixed(1)}`,
    ]),
    note: results.builds.length
      ? `ms/page: wall time / HTML pages. gen ms/path: Next's static generation step / the paths it generated (HTML pages plus JSON routes). Cores: CPU time (user + sys) / wall time. Peak memory: the summed RSS of the build's process tree (the budget), and as PSS (shared pages counted once). Phases (s): ${results.builds.map((b) => `${b.label}: ${b.phases.map((ph) => `${ph.name} ${ph.seconds.toFixed(0)}`).join(', ')}`).join(' | ')}`
      : 'Builds skipped (--skip-build).',
  };
  const interaction: Table = {
    title: 'Ranking interaction (Event Timing: input to next paint; desktop, no CPU throttling)',
    header: [
      'rows',
      'keystroke median ms',
      'keystroke max ms',
      'rows updated ms',
      'sort median ms',
      'sort max ms',
      'rows sorted ms',
    ],
    numeric: [0, 1, 2, 3, 4, 5, 6],
    rows: results.interactions.map((i) => [
      String(i.rows),
      int(i.keystroke.medianMs),
      int(i.keystroke.maxMs),
      int(i.keystroke.settledMedianMs),
      int(i.sort.medianMs),
      int(i.sort.maxMs),
      int(i.sort.settledMedianMs),
    ]),
    note: 'An interaction faster than 16 ms leaves no Event Timing entry and counts as 16. "Rows updated/sorted": from the input until the table shows the result (median).',
  };
  const budgets: Table = {
    title: 'Budgets',
    header: ['', 'area', 'budget', 'limit', 'measured', 'over by'],
    rows: results.budgets.map((b) => [b.status, b.area, b.item, b.limit, b.actual, b.over ?? '']),
  };
  const runs = { nginx: results.meta.lighthouseRuns, bundled: results.meta.bundledLighthouseRuns ?? 0 };
  return [
    weight,
    lighthouse,
    serverTable(all, runs),
    ...(results.baseline ? [beforeAfterTable(all, results.baseline)] : []),
    builds,
    interaction,
    ...(results.search ? searchTables(results.search) : []),
    budgets,
  ];
}

/** What failed, line by line, with the first offenders of each (all of them are in results.json). */
export function findings(results: BenchResults, perLine = 8): string[] {
  return results.budgets
    .filter((b) => b.status === 'FAIL' && b.details?.length)
    .map((b) => {
      const details = b.details ?? [];
      const more = details.length > perLine ? `\n    … and ${details.length - perLine} more` : '';
      return `${b.area}: ${b.item}\n${details
        .slice(0, perLine)
        .map((d) => `    - ${d}`)
        .join('\n')}${more}`;
    });
}

export function summaryLine(results: BenchResults): string {
  const count = (status: BudgetLine['status']) => results.budgets.filter((b) => b.status === status).length;
  return `${count('PASS')} PASS, ${count('FAIL')} FAIL, ${count('SKIP')} SKIP — ${results.meta.mode} run, ${Math.floor(Math.round(results.meta.wallSeconds) / 60)} min ${Math.round(results.meta.wallSeconds) % 60} s wall`;
}

export function textReport(results: BenchResults): string {
  const found = findings(results);
  return [
    context(results),
    ...tables(results).map(toText),
    ...(found.length ? [`Findings\n${found.join('\n')}`] : []),
    summaryLine(results),
  ].join('\n\n');
}

function context(results: BenchResults): string {
  const m = results.meta;
  const during = m.loadAverage.during
    ? ` (${Object.entries(m.loadAverage.during)
        .map(([k, v]) => `${k}: ${v.toFixed(1)}`)
        .join(', ')})`
    : '';
  const servers = m.servers ? ` Servers: ${m.servers.nginx}; ${m.servers.bundled}.` : '';
  return `${m.date}: commit ${m.commit}, Node ${m.node}, Next.js ${m.next}, ${m.cpus} CPUs, ${m.mode} run, load average ${m.loadAverage.start.toFixed(1)} at the start and ${m.loadAverage.end.toFixed(1)} at the end${during}.${servers}`;
}

export function markdownReport(results: BenchResults): string {
  return [
    '# Benchmark',
    '',
    `Written by \`npm run bench\` (tools/bench/) on ${context(results)} The raw figures are in results.json.`,
    '',
    `**${summaryLine(results)}**`,
    '',
    ...tables(results).flatMap((t) => [toMarkdown(t), '']),
    ...(findings(results).length
      ? [
          '### Findings',
          '',
          ...findings(results).map((f) => `- ${f.replace(/\n {4}- /g, '\n  - ').replace(/\n {4}…/g, '\n  - …')}`),
          '',
        ]
      : []),
  ].join('\n');
}
