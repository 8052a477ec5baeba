/**
 * The ranking's sticky head (components/ranking/useStickyHead): when the copy of the column
 * heads shows below the site header.
 */

/**
 * How much of the table must remain below the head's line for the head to show. Near the
 * table's end the last rows need no heading, and the head would only cover them.
 */
export const STICKY_HEAD_MIN_REMAINING = 200;

/**
 * Whether the sticky head shows: the table's top has passed the line where the head sticks (the
 * site header's bottom edge), and at least STICKY_HEAD_MIN_REMAINING px of the table remain below
 * that line. `table` is the table's box relative to the viewport.
 */
export function stickyHeadShown(table: { top: number; bottom: number }, line: number): boolean {
  return table.top < line && table.bottom - line >= STICKY_HEAD_MIN_REMAINING;
}
