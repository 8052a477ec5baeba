/** A winner's place number by position: 1, 2, 3; with more than three winners 1, 2, 2, 3, 4 … */
export function placeNumber(index: number, count: number): number {
  return count > 3 && index >= 2 ? index : index + 1;
}
