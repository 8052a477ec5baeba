import type { MouseEvent } from 'react';

interface RowActions {
  /** Client-side navigation (Next's router). */
  navigate: (href: string) => void;
  /** Chooses a row for the comparison, or takes it out. */
  compare: (ref: string) => void;
}

const isModified = (event: MouseEvent) => event.ctrlKey || event.metaKey || event.shiftKey || event.altKey;

/**
 * The one click listener of the table's rows (their HTML is not React's: lib/ranking/rows-html).
 * - A compare toggle (button[data-compare]) chooses its row.
 * - A plain left click on a row's link navigates client-side; any other click on it (middle,
 *   modified) keeps the browser's default, e.g. a new tab.
 * - A click anywhere else on a row opens its page; a middle or modified click opens it in a new tab.
 *   Clicks that end a text selection are left alone.
 * Called for click and for the middle button's auxclick.
 */
export function handleRowClick(event: MouseEvent<HTMLTableElement>, { navigate, compare }: RowActions): void {
  const target = event.target as Element;
  const row = target.closest('tbody tr');
  if (!row || event.defaultPrevented) return;
  const ref = (row as HTMLElement).dataset.ref;
  if (target.closest('button[data-compare]')) {
    if (ref !== undefined && event.button === 0) compare(ref);
    return;
  }
  const link = target.closest('a');
  if (link) {
    if (event.button !== 0 || isModified(event)) return;
    event.preventDefault();
    navigate(link.getAttribute('href') ?? '');
    return;
  }
  if (target.closest('button, input') || window.getSelection()?.toString()) return;
  const rowLink = row.querySelector('a');
  if (!rowLink) return;
  if (event.button === 1 || event.ctrlKey || event.metaKey || event.shiftKey)
    window.open(rowLink.href, '_blank', 'noopener');
  else if (event.button === 0) navigate(rowLink.getAttribute('href') ?? '');
}
