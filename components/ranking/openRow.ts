import type { MouseEvent } from 'react';

/**
 * A click anywhere on a row opens its participant page through the row's link (so Next's
 * client navigation applies); a middle or modified click opens it in a new tab. Clicks on
 * the link itself, and clicks that end a text selection, are left alone.
 */
export function openRow(event: MouseEvent<HTMLTableElement>) {
  const target = event.target as Element;
  if (!target.closest('tbody') || target.closest('a, button, input') || window.getSelection()?.toString()) return;
  const link = target.closest('tr')?.querySelector('a');
  if (!link) return;
  if (event.button === 1 || event.ctrlKey || event.metaKey || event.shiftKey)
    window.open(link.href, '_blank', 'noopener');
  else link.click();
}
