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
