/**
 * `next build`'s Node options (Next passes them to its render workers): a 16 MiB young generation
 * (docs/performance.md). Options already set come first and stay, a young generation of theirs too.
 */
const YOUNG_GENERATION_OPTION = '--max-semi-space-size=16';

export function nodeOptionsForNext(existing = ''): string {
  const options = existing.trim();
  if (/--max[-_]semi[-_]space[-_]size\b/.test(options)) return options;
  return options ? `${options} ${YOUNG_GENERATION_OPTION}` : YOUNG_GENERATION_OPTION;
}
