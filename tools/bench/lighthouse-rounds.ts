import path from 'node:path';
import { combineRuns, runLighthouse } from './lighthouse';
import { lighthouseSchedule, minutesLeft } from './schedule';
import type { LighthouseRun, PageFigures, ServerKind } from './types';

/**
 * Every Lighthouse run of the benchmark, in the order of lighthouseSchedule, with a progress line
 * per run; each page's medians are stored in `lighthouse` (nginx) and `bundledLighthouse`.
 */
export async function runLighthouseRounds(options: {
  pages: PageFigures[];
  /** The origin that serves a page on a server (the floor has servers of its own). */
  origin: (page: PageFigures, server: ServerKind) => string;
  runs: number;
  bundledRuns: number;
  workDir: string;
  log: (text: string) => void;
  phase: (name: string) => void;
}): Promise<void> {
  const { pages, origin, log } = options;
  const schedule = lighthouseSchedule(pages, options);
  const collected = new Map<string, LighthouseRun[]>();
  const name = (page: PageFigures) =>
    page.target.key === 'floor' ? 'floor' : `${page.target.key}-${page.target.locale}`;
  const started = Date.now();
  let lastRound = 0;
  for (const [index, { round, page, server }] of schedule.entries()) {
    if (round !== lastRound) {
      options.phase(`Lighthouse round ${round} of ${Math.max(options.runs, options.bundledRuns)}`);
      lastRound = round;
    }
    const report = path.join(options.workDir, 'lighthouse', `${server}-${name(page)}-${round}.json`);
    // The nginx runs use the run's self-signed certificate: this Chromium accepts it, no other.
    const extraFlags = server === 'nginx' ? ['--ignore-certificate-errors'] : [];
    const key = `${server} ${pages.indexOf(page)}`;
    try {
      const run = await runLighthouse(origin(page, server) + page.target.path, report, { extraFlags });
      collected.set(key, [...(collected.get(key) ?? []), run]);
      const done = index + 1;
      const left = minutesLeft(schedule.length - done, done, (Date.now() - started) / 1000);
      log(
        `  ${done}/${schedule.length} ${server} ${name(page)}: perf ${run.performance}, LCP ${Math.round(run.lcpMs)} ms, ` +
          `TBT ${Math.round(run.tbtMs)} ms, ${run.protocol} (about ${left.toFixed(0)} min left)`,
      );
    } catch (error) {
      log(`  ${server} ${name(page)}: ${(error as Error).message}`);
    }
  }
  for (const [index, page] of pages.entries()) {
    const nginx = collected.get(`nginx ${index}`);
    const bundled = collected.get(`bundled ${index}`);
    if (nginx?.length) page.lighthouse = combineRuns(nginx);
    if (bundled?.length) page.bundledLighthouse = combineRuns(bundled);
  }
}
