/**
 * @jest-environment node
 */
import { contentFacts, pageTargets } from './targets';
import { estimatedMinutes, lighthouseSchedule, minutesLeft, SECONDS_PER_LIGHTHOUSE_RUN } from './schedule';
import path from 'node:path';

describe('Lighthouse schedule', () => {
  it('interleaves rounds over every page, nginx then bundled, the bundled server stopping earlier', () => {
    const schedule = lighthouseSchedule(['floor', 'home'], { runs: 3, bundledRuns: 2 });
    expect(schedule.map((s) => `${s.round} ${s.page} ${s.server}`)).toEqual([
      '1 floor nginx',
      '1 floor bundled',
      '1 home nginx',
      '1 home bundled',
      '2 floor nginx',
      '2 floor bundled',
      '2 home nginx',
      '2 home bundled',
      '3 floor nginx',
      '3 home nginx',
    ]);
    expect(lighthouseSchedule(['a'], { runs: 1, bundledRuns: 0 })).toHaveLength(1);
  });

  it('estimates what is left from the pace once three runs are done', () => {
    expect(minutesLeft(60, 0, 0)).toBe(SECONDS_PER_LIGHTHOUSE_RUN);
    expect(minutesLeft(60, 4, 80)).toBe(20);
  });

  it('keeps the default full run (5 nginx and 3 bundled runs of 19 pages) within 75 minutes', () => {
    const pages = 19;
    const runs = lighthouseSchedule(Array.from({ length: pages }), { runs: 5, bundledRuns: 3 }).length;
    expect(runs).toBe(152);
    const full = estimatedMinutes({ builds: true, large: true, pages, lighthouseRuns: runs });
    expect(full.total).toBeLessThanOrEqual(75);
    expect(full.total).toBe(full.builds + full.measurements + full.lighthouse);
    expect(estimatedMinutes({ builds: false, large: false, pages, lighthouseRuns: 34 }).builds).toBe(0);
  });
});

describe('measured pages', () => {
  it('covers every page in both locales, the winner, the archive, a past ranking, a comparison and the search', () => {
    const targets = pageTargets({ overallWinners: ['sika', 'geberit', 'swisscom'], pastYear: 2025, rankingRows: 199 });
    expect(targets.filter((t) => t.locale === 'de-CH').map((t) => t.path)).toEqual([
      '/',
      '/rangliste',
      '/teilnehmer/sika',
      '/kriterien',
      '/galerie',
      '/archiv',
      '/2025/rangliste',
      '/vergleich?refs=sika,geberit,swisscom',
      '/suche',
    ]);
    expect(targets.find((t) => t.locale === 'en-GB' && t.key === 'search')?.path).toBe('/en/suche');
    expect(targets.filter((t) => t.locale === 'en-GB').map((t) => t.path)).toContain('/en/2025/rangliste');
    expect(targets.find((t) => t.locale === 'en-GB' && t.key === 'home')?.path).toBe('/en');
    expect(pageTargets({ overallWinners: ['a'], rankingRows: 1 }).map((t) => t.key)).not.toContain('past-ranking');
  });

  it('reads the winner, the newest past edition and the rows from the content', () => {
    const facts = contentFacts(path.resolve(__dirname, '../../content'));
    expect(facts.overallWinners.length).toBeGreaterThan(0);
    expect(facts.pastYear).toBeLessThan(2026);
    expect(facts.rankingRows).toBeGreaterThan(0);
  });
});
