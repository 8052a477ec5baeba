import { placeOf } from '../content/participant';
import type { HistoryEntry } from './history';
import { rankKinds } from './statistics';

/** The history chart's geometry in user units: a line per rank, oldest left, rank 1 at the top. */
export interface ChartLayout {
  width: number;
  height: number;
  /** Room around the plot for the rank labels (left) and the year labels (bottom). */
  margin: { top: number; right: number; bottom: number; left: number };
  /** The least distance between two year labels; closer labels are thinned out. */
  minYearGap: number;
}

/** Below this, one place of difference would span a large part of the plot. */
const MIN_RANK_SCALE = 5;
const TARGET_INTERVALS = 4;

/** The scale's bottom and gridline step: a 1-2-5 step giving about four intervals, at least MIN_RANK_SCALE. */
export function rankScale(highestRank: number): { max: number; step: number } {
  const highest = Math.max(highestRank, MIN_RANK_SCALE);
  const raw = (highest - 1) / TARGET_INTERVALS;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * magnitude).find((s) => s >= raw - 1e-9) ?? 10 * magnitude;
  const wholeStep = Math.max(1, Math.round(step));
  return { max: Math.ceil(highest / wholeStep) * wholeStep, step: wholeStep };
}

/** The gridline ranks: 1, then every multiple of the step up to the maximum. */
export function rankTicks(max: number, step: number): number[] {
  const ticks = [1];
  for (let rank = step; rank <= max; rank += step) if (rank > 1) ticks.push(rank);
  return ticks;
}

/** An SVG path through the points, in order. */
export function linePath(points: readonly { x: number; y: number }[]): string {
  return points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x} ${p.y}`).join(' ');
}

const round = (value: number) => Math.round(value * 10) / 10;

/** The chart of a history; null with fewer than two editions or no place: no course to draw. */
export function historyChart(history: readonly HistoryEntry[], layout: ChartLayout) {
  const entries = [...history].sort((a, b) => a.year - b.year);
  const tookPart = entries.filter((entry) => entry.kind === 'took-part');
  if (tookPart.length < 2) return null;
  const ranked = tookPart.flatMap((entry) => rankKinds.flatMap(({ field }) => placeOf(entry[field]) ?? []));
  if (ranked.length === 0) return null;

  const { width, height, margin } = layout;
  const plot = { left: margin.left, right: width - margin.right, top: margin.top, bottom: height - margin.bottom };
  const { max, step } = rankScale(Math.max(...ranked));
  const spacing = (plot.right - plot.left) / (entries.length - 1);
  const x = (index: number) => round(plot.left + index * spacing);
  const y = (rank: number) => round(plot.top + ((rank - 1) / (max - 1)) * (plot.bottom - plot.top));

  // Every edition, oldest first, `gap` where the company missed it; `label` false where labels would crowd:
  // every n-th year, counted from the newest, so the page's own edition always has its label.
  const every = Math.max(1, Math.ceil(layout.minYearGap / spacing));
  const last = entries.length - 1;
  const years = entries.map((entry, i) => ({
    year: entry.year,
    x: x(i),
    label: (last - i) % every === 0,
    gap: entry.kind === 'gap',
  }));

  // Per rank: every ranked edition, oldest first; runs of two or more consecutive ones, each one line; and
  // those with no ranked neighbour, a marker without a line.
  const series = rankKinds.map(({ key, field }) => {
    const runs: { year: number; rank: number; x: number; y: number }[][] = [[]];
    entries.forEach((entry, i) => {
      const rank = entry.kind === 'took-part' ? placeOf(entry[field]) : null;
      if (rank === null) runs.push([]);
      else runs[runs.length - 1]!.push({ year: entry.year, rank, x: x(i), y: y(rank) });
    });
    return {
      key,
      points: runs.flat(),
      segments: runs.filter((run) => run.length >= 2),
      isolated: runs.filter((run) => run.length === 1).map((run) => run[0]!),
    };
  });

  return {
    width,
    height,
    plot,
    /** The rank at the bottom of the plot. */
    maxRank: max,
    years,
    /** Rank gridlines, 1 first. */
    yTicks: rankTicks(max, step).map((rank) => ({ rank, y: y(rank) })),
    series,
  };
}
