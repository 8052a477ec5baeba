/**
 * Two builds of the site side by side, for a performance experiment: each served by nginx as in
 * production (HTTP/2, TLS, the deploy configuration, the builds' .br/.gz copies), the floor beside
 * them, and Lighthouse (mobile) on the chosen pages, the runs interleaved A, B, floor, A, B, … so
 * that the machine's ups and downs fall on both alike. Prints each page's medians and the
 * difference B − A. Nothing is written to bench/: the full `npm run bench` stays the reference.
 *
 *   npm run bench:compare -- --a /tmp/out-before --b /tmp/out-after [--pages /,/rangliste] [--runs 3]
 *
 * Both builds should be made alike (SAMPLE_DATA=0, the same NEXT_PUBLIC_SITE_URL); docs/performance.md.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { runLighthouse } from './lighthouse';
import { startNginx, type RunningNginx } from './nginx';
import { precompress, precompressedCopies } from './precompress';
import { median } from './stats';
import type { LighthouseRun } from './types';

const repo = process.cwd();
const DEFAULT_PAGES = ['/', '/rangliste', '/teilnehmer/sika', '/kriterien'];

const { values } = parseArgs({
  options: {
    a: { type: 'string' },
    b: { type: 'string' },
    pages: { type: 'string' },
    runs: { type: 'string', default: '3' },
    work: { type: 'string', default: path.join(os.tmpdir(), 'bench-work') },
    port: { type: 'string', default: '3350' },
  },
});

async function main() {
  if (!values.a || !values.b) throw new Error('--a DIR and --b DIR (two built sites) are required');
  const runs = Number(values.runs);
  const port = Number(values.port);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number ≥ 1');
  // Split before each path only: a query string may hold commas (/vergleich?refs=a,b).
  const pages = values.pages ? values.pages.split(/,(?=\/)/) : DEFAULT_PAGES;
  const workDir = path.resolve(values.work);
  const floorOut = path.join(workDir, 'floor', 'out');
  if (!fs.existsSync(path.join(floorOut, 'index.html')))
    throw new Error(`no floor build in ${floorOut}: run npm run bench once first`);
  const sites = { A: path.resolve(values.a), B: path.resolve(values.b), floor: floorOut };
  for (const dir of Object.values(sites))
    if (!fs.existsSync(path.join(dir, 'index.html'))) throw new Error(`no built site in ${dir}`);
  const copies = precompressedCopies(sites.A);
  if (copies.br || copies.gz) precompress(floorOut, copies);

  const servers: Record<string, RunningNginx> = {};
  // Stopped with Ctrl-C or kill: the nginx servers go with the run instead of staying behind.
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      void Promise.all(Object.values(servers).map((server) => server.stop())).finally(() => process.exit(130));
    });
  try {
    for (const [index, [name, root]] of Object.entries(sites).entries())
      servers[name] = await startNginx({
        repo,
        root,
        port: port + index,
        prefix: path.join(workDir, `nginx-compare-${name}`),
        tlsDir: path.join(workDir, 'tls'),
      });
    const collected = new Map<string, LighthouseRun[]>();
    const jobs = [...pages.flatMap((page) => ['A', 'B'].map((site) => ({ site, page }))), { site: 'floor', page: '/' }];
    for (let round = 1; round <= runs; round++) {
      for (const { site, page } of jobs) {
        const key = `${site} ${page}`;
        const report = path.join(workDir, 'compare', `${site}${page.replace(/\W+/g, '-')}-${round}.json`);
        const run = await runLighthouse(servers[site]!.origin + page, report, {
          extraFlags: ['--ignore-certificate-errors'],
        });
        collected.set(key, [...(collected.get(key) ?? []), run]);
        console.log(
          `round ${round}/${runs} ${key}: perf ${run.performance}, LCP ${Math.round(run.lcpMs)} ` +
            `(observed ${Math.round(run.observedLcpMs)}), TBT ${Math.round(run.tbtMs)}, FCP ${Math.round(run.fcpMs)}`,
        );
      }
    }
    const figure = (key: string, pick: (run: LighthouseRun) => number) =>
      Math.round(median((collected.get(key) ?? []).map(pick)) ?? NaN);
    const metrics: [string, (run: LighthouseRun) => number][] = [
      ['perf', (r) => r.performance],
      ['FCP', (r) => r.fcpMs],
      ['LCP', (r) => r.lcpMs],
      ['obs. LCP', (r) => r.observedLcpMs],
      ['TBT', (r) => r.tbtMs],
    ];
    console.log(`\nMedians of ${runs} run(s), nginx; ms except perf. A = ${sites.A}, B = ${sites.B}`);
    console.log(`| page | ${metrics.map(([m]) => `${m} A → B`).join(' | ')} |`);
    console.log(`| --- | ${metrics.map(() => '---').join(' | ')} |`);
    for (const page of pages)
      console.log(
        `| ${page} | ${metrics
          .map(([, pick]) => {
            const a = figure(`A ${page}`, pick);
            const b = figure(`B ${page}`, pick);
            return `${a} → ${b} (${b - a >= 0 ? '+' : ''}${b - a})`;
          })
          .join(' | ')} |`,
      );
    console.log(`| floor | ${metrics.map(([, pick]) => figure('floor /', pick)).join(' | ')} |`);
  } finally {
    for (const server of Object.values(servers)) await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
