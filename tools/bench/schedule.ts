import type { ServerKind } from './types';

/**
 * The order of the Lighthouse runs (pure): round by round over every page, and within a page
 * nginx then the bundled server, so that the machine's ups and downs spread evenly over pages
 * and servers. The bundled server, reported beside and not judged, may have fewer rounds.
 */
export interface ScheduledRun<P> {
  round: number;
  page: P;
  server: ServerKind;
}

export function lighthouseSchedule<P>(
  pages: readonly P[],
  { runs, bundledRuns }: { runs: number; bundledRuns: number },
): ScheduledRun<P>[] {
  const schedule: ScheduledRun<P>[] = [];
  for (let round = 1; round <= Math.max(runs, bundledRuns); round++)
    for (const page of pages) {
      if (round <= runs) schedule.push({ round, page, server: 'nginx' });
      if (round <= bundledRuns) schedule.push({ round, page, server: 'bundled' });
    }
  return schedule;
}

/** Seconds one Lighthouse run takes on the idle 2-core machine (Chromium start, load, trace, audits). */
export const SECONDS_PER_LIGHTHOUSE_RUN = 16;

/** Minutes left for `remaining` runs: at the pace so far once a few runs are done, else the estimate. */
export function minutesLeft(remaining: number, done: number, secondsSoFar: number): number {
  const pace = done >= 3 ? secondsSoFar / done : SECONDS_PER_LIGHTHOUSE_RUN;
  return (remaining * pace) / 60;
}
