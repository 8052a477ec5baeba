/**
 * The Node options `next build` runs with, passed on to its render workers (Next copies
 * NODE_OPTIONS into them). A young generation of 16 MiB per semi-space instead of Node 24's
 * 64 MiB: a page's garbage fits in it either way, and each render worker holds about 80 MiB
 * less (docs/performance.md). Options already set in NODE_OPTIONS come first and stay;
 * one that sets the young generation itself is left as it is.
 */
const YOUNG_GENERATION_OPTION = '--max-semi-space-size=16';

export function nodeOptionsForNext(existing = ''): string {
  const options = existing.trim();
  if (/--max[-_]semi[-_]space[-_]size\b/.test(options)) return options;
  return options ? `${options} ${YOUNG_GENERATION_OPTION}` : YOUNG_GENERATION_OPTION;
}
