/**
 * The Node options `next build` runs with (Next copies NODE_OPTIONS into its render workers): a
 * 16 MiB young generation instead of 64 MiB (docs/performance.md). Options already set come
 * first and stay; one that sets the young generation itself is left as it is.
 */
const YOUNG_GENERATION_OPTION = '--max-semi-space-size=16';

export function nodeOptionsForNext(existing = ''): string {
  const options = existing.trim();
  if (/--max[-_]semi[-_]space[-_]size\b/.test(options)) return options;
  return options ? `${options} ${YOUNG_GENERATION_OPTION}` : YOUNG_GENERATION_OPTION;
}
