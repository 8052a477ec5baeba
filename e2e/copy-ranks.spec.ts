import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { openCompare, overallWinners, table, texts } from './support/compare';
import { shownRank } from './support/editions';
import { nameOf, row } from './support/participants';
import { messages } from './support/site';

/**
 * Selecting rows of the ranking (or of the comparison) and copying them gives clean values: a
 * rank is its own cell, never run together with its movement (127 and ▼ 9 once pasted as 1279),
 * and the words for screen readers behind a sign stay out. The text is what the browser copies:
 * the selection's text, read with window.getSelection().toString().
 */

/** Selects from the start of the first element to the end of the last and returns the copied text. */
function copiedText(page: Page, selector: string, count: number): Promise<string> {
  return page.evaluate(
    ([sel, n]) => {
      const rows = [...document.querySelectorAll(sel)].slice(0, n);
      const range = document.createRange();
      range.setStartBefore(rows[0]!);
      range.setEndAfter(rows.at(-1)!);
      const selection = window.getSelection()!;
      selection.removeAllRanges();
      selection.addRange(range);
      return selection.toString();
    },
    [selector, count] as const,
  );
}

/** The copied text's cells: a line or a tab ends a cell. */
const cellsOf = (text: string) =>
  text
    .split(/[\t\n]+/)
    .map((cell) => cell.trim())
    .filter(Boolean);

test('copied ranking rows give each rank as a cell of its own, without its movement', async ({ page }) => {
  await page.goto('/rangliste');
  const rows = page.locator('main table tbody tr[data-ref]');
  await expect(rows.first()).toBeVisible();
  const count = 6;
  // The rows copied, as the content has them, and the movements the page shows beside their ranks.
  const refs = await rows.evaluateAll((trs, n) => trs.slice(0, n).map((tr) => tr.getAttribute('data-ref')!), count);
  const movements = await rows.evaluateAll(
    (trs, n) => trs.slice(0, n).flatMap((tr) => [...tr.querySelectorAll('[data-move]')].map((m) => m.textContent)),
    count,
  );
  expect(movements.filter((m) => /^\d+$/.test(m ?? '')).length, 'rows with a movement in figures').toBeGreaterThan(0);

  const text = await copiedText(page, 'main table tbody tr[data-ref]', count);
  const certificate = messages['de-CH'].ranking.certificate;
  const expected = refs.flatMap((ref) => {
    const r = row(ref);
    return [
      nameOf(r),
      shownRank(r.rankVR),
      shownRank(r.rankDS),
      shownRank(r.rankOverall),
      ...(r.certificate.trim() === '*' ? [certificate] : []),
    ];
  });
  expect(cellsOf(text), text).toEqual(expected);
});

test('copied comparison rows give each rank as a cell of its own, without its movement', async ({ page }) => {
  const chosen = overallWinners.slice(0, 3);
  await openCompare(
    page,
    'de-CH',
    chosen.map((r) => r.ref),
  );
  const t = texts('de-CH');
  // The comparison's order: overall, value reporting, design.
  const measures = [t.measures.rankOverall, t.measures.rankVR, t.measures.rankDS];
  const rankRows = table(page)
    .locator('tbody tr')
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^(${measures.join('|')})$`) }) });
  await expect(rankRows).toHaveCount(3);
  await expect(rankRows.locator('[data-move]').first()).toBeVisible();
  // Mark the three rows, so that the selection spans exactly them.
  await rankRows.evaluateAll((trs) => trs.forEach((tr) => tr.setAttribute('data-copy-test', '')));

  const text = await copiedText(page, 'main table tbody tr[data-copy-test]', 3);
  const lines = text
    .split('\n')
    .map((line) => line.split('\t').map((cell) => cell.trim()))
    .filter((cells) => cells.some(Boolean));
  const rankOf = {
    [t.measures.rankVR]: 'rankVR',
    [t.measures.rankDS]: 'rankDS',
    [t.measures.rankOverall]: 'rankOverall',
  };
  expect(lines.map((cells) => cells[0])).toEqual(measures);
  for (const cells of lines) {
    const field = rankOf[cells[0]!] as 'rankVR' | 'rankDS' | 'rankOverall';
    expect(cells.slice(1), text).toEqual(chosen.map((r) => shownRank(r[field])));
  }
});
