import type { Download, DownloadCategory } from '../content/editorial-schema';

/** Download categories by year, newest first, one group per year; years without files left out. */
export function groupByYearNewestFirst(categories: readonly DownloadCategory[]) {
  const byYear = new Map<number, Download[]>();
  for (const { year, downloads } of categories) byYear.set(year, [...(byYear.get(year) ?? []), ...downloads]);
  return [...byYear.entries()]
    .filter(([, downloads]) => downloads.length > 0)
    .sort(([a], [b]) => b - a)
    .map(([year, downloads]) => ({ year, downloads }));
}
