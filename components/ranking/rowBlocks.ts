/**
 * The table body in blocks: every BLOCK_SIZE rows form a <tbody> with `content-visibility:
 * auto` (ranking.module.css), so the browser lays out and paints only the blocks near the
 * viewport. One block per row would be too fine: Chromium tracks each such element's
 * visibility, and with thousands that tracking costs more than it saves. 25 rows are about
 * a phone screen and a half: the first paint styles and lays out one or two blocks instead of
 * the 100 rows of a larger block, and at 5,000 rows (200 blocks) a search or a sort shows its
 * rows sooner than with blocks of 100 (docs/performance.md).
 */
export const BLOCK_SIZE = 25;

export function toBlocks<T>(items: readonly T[], size = BLOCK_SIZE): T[][] {
  const blocks: T[][] = [];
  for (let i = 0; i < items.length; i += size) blocks.push(items.slice(i, i + size));
  return blocks;
}

/**
 * Puts the rows (<tr data-ref>) into the blocks in the given order, moving the elements
 * themselves, BLOCK_SIZE to a block; hidden rows belong at the end of `refs`. A block that
 * holds no visible row is hidden, and each block's --rows (its estimated height while off
 * screen) is its number of visible rows. Blocks that already hold the right rows are not touched.
 *
 * Why not let React order the rows: reconciling a re-ordered list of thousands of keyed rows
 * moves them one at a time, several times slower than this. React renders the rows in one
 * fixed order and never moves them itself; rows are hidden, never added or removed.
 */
export function arrangeRows(
  blocks: readonly HTMLTableSectionElement[],
  refs: readonly string[],
  size = BLOCK_SIZE,
): void {
  const rows = new Map<string, HTMLTableRowElement>();
  for (const block of blocks)
    for (const tr of block.rows) if (tr.dataset.ref !== undefined) rows.set(tr.dataset.ref, tr);
  blocks.forEach((block, i) => {
    const wanted = refs.slice(i * size, (i + 1) * size).flatMap((ref) => rows.get(ref) ?? []);
    const current = [...block.rows];
    if (current.length !== wanted.length || current.some((tr, j) => tr !== wanted[j])) block.replaceChildren(...wanted);
    const visible = wanted.filter((tr) => !tr.hidden).length;
    block.hidden = visible === 0;
    block.style.setProperty('--rows', String(visible));
  });
}

/**
 * The state a row shows, set on its HTML (lib/ranking/rows-html) directly: React never renders
 * the rows again after hydration. Each writes only what changes, so a keystroke that hides a
 * few rows of thousands touches a few.
 */

/** Hides the rows (<tr data-ref>) whose ref is in `hidden`, shows the others. */
export function hideRows(blocks: readonly HTMLTableSectionElement[], hidden: ReadonlySet<string>): void {
  for (const block of blocks)
    for (const tr of block.rows) {
      const hide = hidden.has(tr.dataset.ref ?? '');
      if (tr.hidden !== hide) tr.hidden = hide;
    }
}

/**
 * Sets each row's compare toggle (button[data-compare]): pressed when the row is chosen, disabled
 * when the choice is full and the row is not in it.
 */
export function markChosen(root: ParentNode, chosen: ReadonlySet<string>, full: boolean): void {
  for (const button of root.querySelectorAll<HTMLButtonElement>('tr[data-ref] button[data-compare]')) {
    const ref = button.closest('tr')?.dataset.ref ?? '';
    const pressed = String(chosen.has(ref));
    if (button.getAttribute('aria-pressed') !== pressed) button.setAttribute('aria-pressed', pressed);
    const disabled = full && !chosen.has(ref);
    if (button.disabled !== disabled) button.disabled = disabled;
  }
}
