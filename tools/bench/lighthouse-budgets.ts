import { line, ms, pageName } from './budget-line';
import type { BudgetLine, LighthouseResult, PageFigures } from './types';

/**
 * The Lighthouse budgets of a page (pure), judged on the figures behind nginx (what visitors
 * get) against the framework floor measured the same way in the same run: performance at most
 * 2 points below the floor's, TBT at most 50 ms and LCP at most 300 ms above it (medians of the
 * runs); accessibility, best practices and SEO 100; CLS 0.
 */
export const lighthouseLimits = {
  score: 100,
  cls: 0,
  performanceUnderFloor: 2,
  tbtOverFloorMs: 50,
  lcpOverFloorMs: 300,
} as const;

export type FloorLighthouse = Pick<LighthouseResult, 'performance' | 'tbtMs' | 'lcpMs'>;

export function lighthouseBudgets(page: PageFigures, floor: FloorLighthouse | undefined): BudgetLine[] {
  const lh = page.lighthouse;
  const name = pageName(page);
  if (!lh) return [line('Lighthouse', `${name}: scores, CLS, TBT, LCP`, '', 'not measured', undefined)];
  const lines: BudgetLine[] = [];
  const scores: [string, number][] = [
    ['accessibility', lh.accessibility],
    ['best practices', lh.bestPractices],
    ['SEO', lh.seo],
  ];
  for (const [label, score] of scores)
    lines.push(
      line(
        'Lighthouse',
        `${name} ${label}`,
        '= 100',
        String(score),
        score >= lighthouseLimits.score,
        `−${lighthouseLimits.score - score}`,
      ),
    );
  const cls = Number(lh.cls.toFixed(3));
  lines.push(line('Lighthouse', `${name} CLS`, '= 0', lh.cls.toFixed(3), cls <= lighthouseLimits.cls, `+${cls}`));

  const { performanceUnderFloor, tbtOverFloorMs, lcpOverFloorMs } = lighthouseLimits;
  if (!floor) {
    lines.push(
      line('Lighthouse', `${name} performance`, `floor − ${performanceUnderFloor}`, String(lh.performance), undefined),
      line('Lighthouse', `${name} TBT`, `floor + ${tbtOverFloorMs} ms`, ms(lh.tbtMs), undefined),
      line('Lighthouse', `${name} LCP`, `floor + ${lcpOverFloorMs} ms`, ms(lh.lcpMs), undefined),
    );
    return lines;
  }
  const minPerformance = floor.performance - performanceUnderFloor;
  lines.push(
    line(
      'Lighthouse',
      `${name} performance`,
      `≥ ${minPerformance} (floor ${floor.performance} − ${performanceUnderFloor})`,
      String(lh.performance),
      lh.performance >= minPerformance,
      `−${minPerformance - lh.performance}`,
    ),
  );
  const maxTbt = floor.tbtMs + tbtOverFloorMs;
  lines.push(
    line(
      'Lighthouse',
      `${name} TBT`,
      `≤ ${ms(maxTbt)} (floor ${ms(floor.tbtMs)} + ${tbtOverFloorMs} ms)`,
      ms(lh.tbtMs),
      lh.tbtMs <= maxTbt,
      `+${ms(lh.tbtMs - maxTbt)}`,
    ),
  );
  const maxLcp = floor.lcpMs + lcpOverFloorMs;
  lines.push(
    line(
      'Lighthouse',
      `${name} LCP`,
      `≤ ${ms(maxLcp)} (floor ${ms(floor.lcpMs)} + ${lcpOverFloorMs} ms)`,
      ms(lh.lcpMs),
      lh.lcpMs <= maxLcp,
      `+${ms(lh.lcpMs - maxLcp)}`,
    ),
  );
  return lines;
}
