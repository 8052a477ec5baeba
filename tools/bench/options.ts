import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

/**
 * The command line of `npm run bench` (pure):
 *   --quick          one Lighthouse run per page and no 5,000-participant build (for development)
 *   --skip-build     build nothing: reuse the site in --site (and the floor and 5,000 builds of
 *                    an earlier run when they exist); build figures are left out
 *   --site DIR       the built site to measure (default: the sample build's output folder)
 *   --runs N         Lighthouse runs per page (default 3, 1 with --quick)
 *   --work DIR       private copies, logs and Lighthouse reports (default $TMPDIR/bench-work)
 *   --port N         first of four ports (default 3340)
 */
export interface BenchOptions {
  quick: boolean;
  skipBuild: boolean;
  site: string;
  runs: number;
  workDir: string;
  port: number;
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
      work: { type: 'string' },
      port: { type: 'string' },
    },
  });
  const runs = Number(values.runs ?? (values.quick ? 1 : 3));
  const port = Number(values.port ?? 3340);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number ≥ 1');
  if (!Number.isInteger(port) || port < 1 || port > 65532) throw new Error('--port must be a port number');
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
    workDir: path.resolve(values.work ?? path.join(tmp, 'bench-work')),
    port,
    outDirs,
  };
}
