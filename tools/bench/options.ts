import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

/**
 * The command line of `npm run bench` (pure):
 *   --quick          one Lighthouse run per page and server, no 5,000-participant build (for development)
 *   --skip-build     build nothing: reuse the site in --site (and the floor and 5,000 builds of
 *                    an earlier run when they exist); build figures are left out
 *   --site DIR       the built site to measure (default: the sample build's output folder)
 *   --runs N         Lighthouse runs per page behind nginx, the budgets' figures (default 5, 1 with --quick)
 *   --bundled-runs N Lighthouse runs per page on the bundled server, reported beside (default 3,
 *                    at most --runs): a full run must fit in about 75 minutes
 *   --work DIR       private copies, logs, Lighthouse reports, nginx prefixes (default $TMPDIR/bench-work)
 *   --port N         first of six ports (default 3340): the bundled server for the site, the floor,
 *                    the 5,000 build and the synthetic builds' site URL, then nginx for the site and the floor
 *   --baseline FILE  an earlier results.json for the "before" columns (default: the newest
 *                    bench/baseline-*.json)
 */
export interface BenchOptions {
  quick: boolean;
  skipBuild: boolean;
  site: string;
  runs: number;
  bundledRuns: number;
  workDir: string;
  port: number;
  baseline?: string;
  outDirs: { sample: string; '2000': string; '2000x5': string; '5000': string };
}

export function parseOptions(argv: readonly string[], tmp = os.tmpdir()): BenchOptions {
  // Strict: an unknown option, or one without its value, fails with parseArgs' message naming it.
  const { values } = parseArgs({
    args: [...argv],
    options: {
      quick: { type: 'boolean', default: false },
      'skip-build': { type: 'boolean', default: false },
      site: { type: 'string' },
      runs: { type: 'string' },
      'bundled-runs': { type: 'string' },
      baseline: { type: 'string' },
      work: { type: 'string' },
      port: { type: 'string' },
    },
  });
  const runs = Number(values.runs ?? (values.quick ? 1 : 5));
  const bundledRuns = Number(values['bundled-runs'] ?? Math.min(runs, 3));
  const port = Number(values.port ?? 3340);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number ≥ 1');
  if (!Number.isInteger(bundledRuns) || bundledRuns < 0 || bundledRuns > runs)
    throw new Error('--bundled-runs must be a whole number from 0 to --runs');
  if (!Number.isInteger(port) || port < 1 || port > 65530) throw new Error('--port must be a port number');
  const outDirs = {
    sample: path.join(tmp, 'out-bench-sample'),
    '2000': path.join(tmp, 'out-bench-2000'),
    '2000x5': path.join(tmp, 'out-bench-2000x5'),
    '5000': path.join(tmp, 'out-bench-5000'),
  };
  return {
    quick: values.quick,
    skipBuild: values['skip-build'],
    site: path.resolve(values.site ?? outDirs.sample),
    runs,
    bundledRuns,
    workDir: path.resolve(values.work ?? path.join(tmp, 'bench-work')),
    port,
    ...(values.baseline ? { baseline: path.resolve(values.baseline) } : {}),
    outDirs,
  };
}
