import { kB, line, ms, pageName } from './budget-line';
import { lighthouseBudgets, type FloorLighthouse } from './lighthouse-budgets';
import type {
  BudgetLine,
  BuildFigures,
  CheckResult,
  InteractionFigures,
  PageFigures,
  PageKey,
  SearchTimings,
} from './types';

/**
 * The budgets of issue 5 as data, and their verdicts (pure). The framework floor is the empty
 * Next page built and measured in the same run; Lighthouse is judged behind nginx
 * (lighthouse-budgets.ts). 1 kB = 1,000 bytes.
 */
export const jsAllowanceBytes: Record<PageKey, number> = {
  criteria: 10_000,
  participant: 10_000,
  archive: 10_000,
  gallery: 15_000,
  compare: 15_000,
  ranking: 25_000,
  // A past edition's ranking ships the same table island as the current one.
  'past-ranking': 25_000,
  home: 25_000,
  // The search island (form, filters, results); Pagefind's own script loads only when the field
  // is focused, and is not counted. Measured at floor + 6.9 kB: about 30 % more, to 5 kB.
  search: 10_000,
};

export const limits = {
  /** The 5,000 build against the 2,000 build: static generation time per page. */
  buildMsPerPageRatio: 1.15,
  /** Five editions against one, at 2,000 participants each: time per page. */
  editionsMsPerPageRatio: 1.15,
  peakRssBytes: 2 * 1024 ** 3,
  /** The current ranking's router payload (raw bytes of the inline self.__next_f.push scripts). */
  rankingPayloadBytes: 60_000,
  /** HTML of the text pages, gzip at level 6: the first round trips of a slow connection. */
  htmlGzipBytes: 14_000,
  htmlGzipPages: ['home', 'participant', 'criteria', 'gallery'] as readonly PageKey[],
  interaction: [
    { maxRows: 1000, ms: 50 },
    { maxRows: Infinity, ms: 100 },
  ],
  /** The search page: from the last keystroke to the results shown, less the island's pause (median). */
  searchResultsMs: 150,
} as const;

export interface BudgetInput {
  /** The floor's JavaScript, and its Lighthouse medians behind nginx. */
  floor?: { jsGzipBytes?: number; lighthouse?: FloorLighthouse };
  pages: PageFigures[];
  /** Rows of the measured ranking (the router payload budget is set at 199). */
  rankingRows?: number;
  builds: BuildFigures[];
  interactions: InteractionFigures[];
  /** The search page's keystroke-to-results times on the measured site, as shipped (Pagefind's worker). */
  searchTimings?: SearchTimings;
  checks: { area: string; results: CheckResult[] }[];
  /** Cores of the machine: a build "uses both cores" when Next starts this many workers. */
  cpuCount: number;
}

export function evaluateBudgets(input: BudgetInput): BudgetLine[] {
  const lines: BudgetLine[] = [];
  const floorJs = input.floor?.jsGzipBytes;

  for (const page of input.pages) {
    if (page.target.key === 'floor') continue;
    const allowance = jsAllowanceBytes[page.target.key];
    const actual = page.js?.gzipBytes;
    if (floorJs === undefined || actual === undefined) {
      lines.push(
        line(
          'JavaScript',
          pageName(page),
          `floor + ${kB(allowance)}`,
          actual === undefined ? '–' : kB(actual),
          undefined,
        ),
      );
      continue;
    }
    const limit = floorJs + allowance;
    lines.push(
      line(
        'JavaScript',
        pageName(page),
        `≤ ${kB(limit)} (floor ${kB(floorJs)} + ${kB(allowance)})`,
        `${kB(actual)} (floor + ${kB(actual - floorJs)})`,
        actual <= limit,
        `+${kB(actual - limit)}`,
      ),
    );
  }

  for (const page of input.pages) if (page.target.key !== 'floor') lines.push(...htmlBudgets(page, input.rankingRows));
  for (const page of input.pages)
    if (page.target.key !== 'floor') lines.push(...lighthouseBudgets(page, input.floor?.lighthouse));

  const build = (label: string) => input.builds.find((b) => b.label === label && b.ok);
  const perPage = (b: BuildFigures) => b.staticGeneration?.msPerPath ?? b.msPerPage;
  // A larger build's static generation time per page against a smaller one's, within a ratio.
  const perPageRatio = (
    item: string,
    base: { label: string; name: string },
    other: string,
    ratio: number,
    notBuilt: string,
  ) => {
    const b = build(base.label);
    const o = build(other);
    if (!b || !o) {
      if (input.builds.length) lines.push(line('Build', notBuilt, `≤ ${ratio}×`, 'not built', undefined));
      return;
    }
    const limit = perPage(b) * ratio;
    lines.push(
      line(
        'Build',
        item,
        `≤ ${ratio} × ${base.name} (${perPage(b).toFixed(1)}) = ${limit.toFixed(1)} ms`,
        `${perPage(o).toFixed(1)} ms (${(perPage(o) / perPage(b)).toFixed(2)}×)`,
        perPage(o) <= limit,
        `+${(perPage(o) - limit).toFixed(1)} ms`,
      ),
    );
  };
  perPageRatio(
    '5,000 participants: static generation ms per page',
    { label: '2000', name: "2,000's" },
    '5000',
    limits.buildMsPerPageRatio,
    `5,000 participants: ms per page within ${limits.buildMsPerPageRatio}× of 2,000`,
  );
  perPageRatio(
    '5 editions of 2,000 participants: static generation ms per page',
    { label: '2000', name: "1 edition's" },
    '2000×5',
    limits.editionsMsPerPageRatio,
    '5 editions of 2,000: ms per page within 1.15× of 1 edition',
  );
  for (const b of input.builds) {
    if (!b.ok) {
      lines.push(line('Build', `${b.label}: build succeeds`, 'exit 0', 'failed', false));
      continue;
    }
    const workers = b.staticGeneration?.workers;
    lines.push(
      line(
        'Build',
        `${b.label}: static generation uses both cores`,
        `${input.cpuCount} workers`,
        workers === undefined
          ? 'unknown'
          : `${workers} worker${workers === 1 ? '' : 's'}, ${b.staticGeneration?.coresUsed?.toFixed(2) ?? '?'} cores busy`,
        workers === undefined ? undefined : workers >= input.cpuCount,
      ),
    );
    lines.push(
      line(
        'Build',
        `${b.label}: peak memory (process tree RSS)`,
        '< 2 GiB',
        `${(b.peakRssBytes / 1024 ** 3).toFixed(2)} GiB`,
        b.peakRssBytes < limits.peakRssBytes,
        `+${((b.peakRssBytes - limits.peakRssBytes) / 1024 ** 2).toFixed(0)} MiB`,
      ),
    );
  }

  for (const figures of input.interactions) {
    const limit = limits.interaction.find((l) => figures.rows <= l.maxRows)?.ms ?? 100;
    for (const [label, m] of [
      ['search keystroke', figures.keystroke],
      ['sort click', figures.sort],
    ] as const) {
      lines.push(
        line(
          'Ranking',
          `${label} at ${figures.rows} rows (median, input to next paint)`,
          `≤ ${limit} ms`,
          `${ms(m.medianMs)} (max ${ms(m.maxMs)})`,
          m.medianMs <= limit,
          `+${ms(m.medianMs - limit)}`,
        ),
      );
    }
  }

  lines.push(searchBudget(input.searchTimings));

  for (const group of input.checks) {
    for (const check of group.results) {
      lines.push({
        ...line(group.area, check.name, 'all', check.detail, check.pass),
        ...(check.offenders?.length ? { details: check.offenders } : {}),
      });
    }
  }
  return lines;
}

/** The search page's results after the last keystroke, less the island's pause: median of the queries. */
function searchBudget(timings: SearchTimings | undefined): BudgetLine {
  const limit = limits.searchResultsMs;
  if (!timings?.samples.length)
    return line('Search', 'results after the last keystroke, less the pause (median)', `≤ ${limit} ms`, '–', undefined);
  return line(
    'Search',
    `results after the last keystroke, less the ${timings.debounceMs} ms pause (median of ${timings.samples.length} queries, ${timings.viewport.width} px, ${timings.cpuSlowdown}× CPU)`,
    `≤ ${limit} ms`,
    `${ms(timings.medianMs)} (max ${ms(timings.maxMs)})`,
    timings.medianMs <= limit,
    `+${ms(timings.medianMs - limit)}`,
  );
}

/** The ranking's router payload, and the HTML of the text pages gzipped (brotli shown beside). */
function htmlBudgets(page: PageFigures, rankingRows: number | undefined): BudgetLine[] {
  const lines: BudgetLine[] = [];
  const html = page.html;
  const name = pageName(page);
  if (page.target.key === 'ranking') {
    const limit = limits.rankingPayloadBytes;
    const rows = rankingRows === undefined ? '' : ` at ${rankingRows} rows`;
    lines.push(
      html
        ? line(
            'HTML',
            `${name} router payload${rows}`,
            `≤ ${kB(limit)}`,
            `${kB(html.routerPayloadBytes)} (${html.routerPayloadScripts} scripts)`,
            html.routerPayloadBytes <= limit,
            `+${kB(html.routerPayloadBytes - limit)}`,
          )
        : line('HTML', `${name} router payload${rows}`, `≤ ${kB(limit)}`, 'not measured', undefined),
    );
  }
  if (limits.htmlGzipPages.includes(page.target.key as PageKey)) {
    const limit = limits.htmlGzipBytes;
    const brotli = html?.brotliBytes === undefined ? '' : ` (brotli ${kB(html.brotliBytes)})`;
    lines.push(
      html
        ? line(
            'HTML',
            `${name} HTML gzip`,
            `≤ ${kB(limit)}`,
            `${kB(html.gzipBytes)}${brotli}`,
            html.gzipBytes <= limit,
            `+${kB(html.gzipBytes - limit)}`,
          )
        : line('HTML', `${name} HTML gzip`, `≤ ${kB(limit)}`, 'not measured', undefined),
    );
  }
  return lines;
}
