/** Moving through the album; without wrap-around nothing before the first or after the last image. */
export type Direction = 'previous' | 'next';

export function canStep(index: number, total: number, direction: Direction, wrapAround: boolean): boolean {
  if (total <= 1) return false;
  if (wrapAround) return true;
  return direction === 'previous' ? index > 0 : index < total - 1;
}

/** The index after a step, or the same index when the step is not possible. */
export function stepIndex(index: number, total: number, direction: Direction, wrapAround: boolean): number {
  if (!canStep(index, total, direction, wrapAround)) return index;
  const delta = direction === 'previous' ? -1 : 1;
  return (index + delta + total) % total;
}
