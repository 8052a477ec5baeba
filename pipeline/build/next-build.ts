import fs from 'node:fs';
import path from 'node:path';
import { filesUnder } from '../files/walk';
import { ProgressLine, progressText, type ProgressOutput } from './progress';
import { runChild } from './run-child';
import type { BuildSteps } from './steps';

export interface NextBuildOptions {
  root: string;
  /** NEXT_DIST_DIR: the temporary folder, relative to root. */
  buildName: string;
  /** The pages the content makes (content-facts.ts), for "812 of 1823". */
  expectedPages: number;
  steps: BuildSteps;
  out: ProgressOutput;
  err: ProgressOutput;
  /** How often the rendered pages are counted; default every second in a terminal, else every 2.5 s. */
  pollMs?: number;
}

/**
 * The HTML files under `dir` written since `since` (ms), not the previous build's. Beside each page
 * Next writes a folder (page.segments/) of its segment payloads: no HTML in it.
 */
export function renderedPages(dir: string, since: number): number {
  try {
    if (!fs.existsSync(dir)) return 0;
    return filesUnder(dir, '.html', (folder) => folder.endsWith('.segments')).filter(
      (file) => fs.statSync(path.join(dir, file)).mtimeMs >= since,
    ).length;
  } catch {
    return 0; // a folder went while it was read
  }
}

/** The wait before the next count: at least `pollMs` and 50 times the last count's, at most 2 % of a core. */
export function nextPollDelay(pollMs: number, lastCountMs: number): number {
  return Math.max(pollMs, Math.ceil(lastCountMs * 50));
}

/**
 * `next build`'s Node options (Next passes them to its render workers): a 16 MiB young generation
 * (docs/performance.md). Options already set come first and stay, a young generation of theirs too.
 */
export function nodeOptionsForNext(existing = ''): string {
  const options = existing.trim();
  if (/--max[-_]semi[-_]space[-_]size\b/.test(options)) return options;
  return `${options} --max-semi-space-size=16`.trim();
}

/** `next build` as "compile", then "pages" counted on disk (left open for the caller); true on success. */
export async function runNextBuild(options: NextBuildOptions): Promise<boolean> {
  const { root, buildName, expectedPages, steps, out, err, pollMs = out.isTTY ? 1000 : 2500 } = options;
  // With the export in its own folder, Next writes each page to .next/server/app/ as it renders it.
  const renderDir = path.join(root, '.next', 'server', 'app');
  const started = Date.now();
  const status = new ProgressLine(out);
  let pagesStarted: number | undefined;
  const startPages = () => {
    if (pagesStarted !== undefined) return;
    steps.start('pages');
    pagesStarted = Date.now();
  };
  steps.start('compile');
  let poll: NodeJS.Timeout | undefined;
  const count = () => {
    const countStarted = performance.now();
    const done = renderedPages(renderDir, started);
    if (done > 0) startPages();
    if (pagesStarted !== undefined)
      status.update(progressText({ label: 'pages', done, total: expectedPages, elapsedMs: Date.now() - pagesStarted }));
    poll = setTimeout(count, nextPollDelay(pollMs, performance.now() - countStarted));
  };
  poll = setTimeout(count, pollMs);
  const code = await runChild(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'build'], {
    cwd: root,
    // Next's output is piped, so it would drop its colours; a terminal keeps them.
    env: {
      NEXT_DIST_DIR: buildName,
      NODE_OPTIONS: nodeOptionsForNext(process.env.NODE_OPTIONS),
      ...(out.isTTY ? { FORCE_COLOR: '1' } : {}),
    },
    onLine: (line, stream) => {
      if (/Generating static pages/.test(line)) startPages();
      status.log(line, stream === 'stderr' ? err : out);
    },
  });
  clearTimeout(poll);
  status.clear();
  if (code === 0) startPages(); // a build too quick for the first count
  return code === 0;
}
