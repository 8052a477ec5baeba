import { historyChart, linePath, rankScale, rankTicks, type ChartLayout } from './history-chart';
import type { HistoryEntry } from './history';
import type { Rank } from '@/lib/content/participant';

// A plot of 400 × 200 units starting at (40, 10): easy numbers to check by hand.
const layout: ChartLayout = {
  width: 460,
  height: 240,
  margin: { top: 10, right: 20, bottom: 30, left: 40 },
  minYearGap: 0,
};

const took = (year: number, rankVR: Rank, rankDS: Rank, rankOverall: Rank, first = false): HistoryEntry => ({
  kind: 'took-part',
  year,
  name: 'Sika AG',
  rankVR,
  rankDS,
  rankOverall,
  first,
});
const gap = (year: number): HistoryEntry => ({ kind: 'gap', year });

const seriesOf = (chart: ReturnType<typeof historyChart>, key: string) => {
  const found = chart?.series.find((s) => s.key === key);
  if (!found) throw new Error(`no series ${key}`);
  return found;
};

describe('rankScale', () => {
  it('rounds the highest rank up to a multiple of a 1-2-5 step of about four intervals', () => {
    expect(rankScale(7)).toEqual({ max: 8, step: 2 });
    expect(rankScale(10)).toEqual({ max: 10, step: 5 });
    expect(rankScale(23)).toEqual({ max: 30, step: 10 });
    expect(rankScale(143)).toEqual({ max: 150, step: 50 });
    expect(rankScale(40)).toEqual({ max: 40, step: 10 });
  });

  it('never shows fewer than five places, so one place of difference stays small', () => {
    expect(rankScale(1)).toEqual({ max: 5, step: 1 });
    expect(rankScale(3)).toEqual({ max: 5, step: 1 });
    expect(rankScale(5)).toEqual({ max: 5, step: 1 });
  });
});

describe('rankTicks', () => {
  it('starts at rank 1 and adds each multiple of the step', () => {
    expect(rankTicks(5, 1)).toEqual([1, 2, 3, 4, 5]);
    expect(rankTicks(8, 2)).toEqual([1, 2, 4, 6, 8]);
    expect(rankTicks(150, 50)).toEqual([1, 50, 100, 150]);
  });
});

describe('linePath', () => {
  it('moves to the first point and draws to the others', () => {
    expect(
      linePath([
        { x: 1, y: 2 },
        { x: 3.5, y: 4 },
        { x: 6, y: 0 },
      ]),
    ).toBe('M1 2 L3.5 4 L6 0');
  });
});

describe('historyChart', () => {
  // Newest first, as the page holds it.
  const history = [took(2026, 1, 3, 1), took(2025, 5, 9, 4), took(2024, 9, 7, 8, true)];

  it('draws nothing for a single edition', () => {
    expect(historyChart([took(2026, 1, 2, 1, true)], layout)).toBeNull();
  });

  it('draws nothing when no edition has a place in any rank', () => {
    expect(historyChart([took(2026, null, '*', null), took(2025, null, null, null, true)], layout)).toBeNull();
  });

  it('puts the oldest edition left and the newest right, evenly spaced', () => {
    const chart = historyChart(history, layout);
    expect(chart?.years.map(({ year, x }) => [year, x])).toEqual([
      [2024, 40],
      [2025, 240],
      [2026, 440],
    ]);
  });

  it('scales the ranks from 1 at the top to the rounded-up highest rank at the bottom', () => {
    const chart = historyChart(history, layout);
    expect(chart?.maxRank).toBe(10);
    expect(chart?.plot).toEqual({ left: 40, right: 440, top: 10, bottom: 210 });
    // Rank r lies (r - 1) / 9 of the way down a plot 200 units high.
    expect(seriesOf(chart, 'overall').points).toEqual([
      { year: 2024, rank: 8, x: 40, y: 165.6 },
      { year: 2025, rank: 4, x: 240, y: 76.7 },
      { year: 2026, rank: 1, x: 440, y: 10 },
    ]);
    expect(chart?.yTicks).toEqual([
      { rank: 1, y: 10 },
      { rank: 2, y: 32.2 },
      { rank: 4, y: 76.7 },
      { rank: 6, y: 121.1 },
      { rank: 8, y: 165.6 },
      { rank: 10, y: 210 },
    ]);
  });

  it('gives a better rank a higher point', () => {
    const vr = seriesOf(historyChart(history, layout), 'valueReporting').points;
    // 9 → 5 → 1: each better, so each higher (a smaller y).
    expect(vr[0]!.y).toBeGreaterThan(vr[1]!.y);
    expect(vr[1]!.y).toBeGreaterThan(vr[2]!.y);
  });

  it('keeps one line through consecutive places', () => {
    const design = seriesOf(historyChart(history, layout), 'design');
    expect(design.segments.map((segment) => segment.map((p) => p.year))).toEqual([[2024, 2025, 2026]]);
    expect(design.isolated).toEqual([]);
  });

  it('breaks the lines at a missed edition, which still takes its place on the axis', () => {
    const chart = historyChart(
      [took(2026, 2, 2, 2), took(2025, 3, 3, 3), gap(2024), took(2023, 4, 4, 4, true)],
      layout,
    );
    expect(chart?.years.map(({ year, gap: missed }) => [year, missed])).toEqual([
      [2023, false],
      [2024, true],
      [2025, false],
      [2026, false],
    ]);
    const overall = seriesOf(chart, 'overall');
    expect(overall.segments.map((segment) => segment.map((p) => p.year))).toEqual([[2025, 2026]]);
    expect(overall.isolated.map((p) => p.year)).toEqual([2023]);
    expect(overall.points.map((p) => p.year)).toEqual([2023, 2025, 2026]);
  });

  it('breaks a line at an edition without a place or ranked separately, leaving the others whole', () => {
    const chart = historyChart(
      [took(2026, 3, 4, 2), took(2025, null, 6, 3), took(2024, 5, 8, '*'), took(2023, 7, 9, 6, true)],
      layout,
    );
    const vr = seriesOf(chart, 'valueReporting');
    expect(vr.segments.map((segment) => segment.map((p) => p.year))).toEqual([[2023, 2024]]);
    expect(vr.isolated.map((p) => p.year)).toEqual([2026]);
    const overall = seriesOf(chart, 'overall');
    expect(overall.segments.map((segment) => segment.map((p) => p.year))).toEqual([[2025, 2026]]);
    expect(overall.isolated.map((p) => p.year)).toEqual([2023]);
    expect(seriesOf(chart, 'design').segments.map((segment) => segment.length)).toEqual([4]);
  });

  it('scales to the highest place shown in any of the three ranks', () => {
    const chart = historyChart([took(2026, 2, 57, 3), took(2025, 1, '*', 2, true)], layout);
    expect(chart?.maxRank).toBe(60);
    expect(chart?.yTicks.map((tick) => tick.rank)).toEqual([1, 20, 40, 60]);
    expect(chart?.yTicks.at(-1)?.y).toBe(210);
  });

  it('thins out crowded year labels, always keeping the newest', () => {
    const years = Array.from({ length: 9 }, (_, i) => 2026 - i);
    const many = years.map((year, i) => took(year, i + 1, i + 1, i + 1, i === years.length - 1));
    // 400 units over 8 intervals: 50 apart, so a gap of 120 labels every third year.
    const chart = historyChart(many, { ...layout, minYearGap: 120 });
    expect(chart?.years.filter((y) => y.label).map((y) => y.year)).toEqual([2020, 2023, 2026]);
    expect(historyChart(many, layout)?.years.every((y) => y.label)).toBe(true);
  });
});
