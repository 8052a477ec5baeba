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

/**
 * Seconds one Lighthouse run takes on the idle 2-core machine (Chromium start, load, trace,
 * audits): the run of 2026-11-22 spent about 10 s per run; TLS and the heavier pages add a little.
 */
export const SECONDS_PER_LIGHTHOUSE_RUN = 12;

/**
 * Minutes of the site search's measurements: its fetches in two page loads, and 20 queries
 * timed twice (as shipped and on the main thread), each with the field emptied between them.
 */
export const SEARCH_MINUTES = 3;

/**
 * A full run's minutes on the idle 2-core machine (pure), from the run of 2026-11-22 (floor 1,
 * sample 1.5, 2,000 3 and 5,000 8 minutes with copies and content; five editions of 2,000 about
 * five times the 2,000 build), about 20 s of page checks (JavaScript, images, fonts) per page,
 * and the search's measurements.
 */
export function estimatedMinutes({
  builds,
  large,
  pages,
  lighthouseRuns,
}: {
  builds: boolean;
  large: boolean;
  pages: number;
  lighthouseRuns: number;
}): { builds: number; measurements: number; lighthouse: number; total: number } {
  const buildMinutes = builds ? 1 + 1.5 + 3 + 13 + (large ? 8 : 0) : 0;
  const measurements = 2 + (pages * 20) / 60 + SEARCH_MINUTES;
  const lighthouse = (lighthouseRuns * SECONDS_PER_LIGHTHOUSE_RUN) / 60;
  const parts = {
    builds: Math.round(buildMinutes),
    measurements: Math.round(measurements),
    lighthouse: Math.round(lighthouse),
  };
  return { ...parts, total: parts.builds + parts.measurements + parts.lighthouse };
}

/** Minutes left for `remaining` runs: at the pace so far once a few runs are done, else the estimate. */
export function minutesLeft(remaining: number, done: number, secondsSoFar: number): number {
  const pace = done >= 3 ? secondsSoFar / done : SECONDS_PER_LIGHTHOUSE_RUN;
  return (remaining * pace) / 60;
}
