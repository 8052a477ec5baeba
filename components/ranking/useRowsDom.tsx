import { useLayoutEffect, useMemo, useRef, type CSSProperties } from 'react';
import { arrangeRows, hideRows, markChosen, toBlocks } from './rowBlocks';
import { choiceIsFull } from '@/lib/ranking/compare-choice';
import type { RankingRow } from '@/lib/ranking/row';
import { rowsHtml, type RowsHtmlOptions } from '@/lib/ranking/rows-html';

/**
 * The ranking's rows as HTML (lib/ranking/rows-html), in blocks of <tbody> (rowBlocks), kept in
 * step with the view through the DOM. Each block's string is built once, and its element too:
 * React meets the same elements on every render and skips them, so it never walks the rows, and
 * hydration adopts the server's rows as they are (React does not look inside
 * dangerouslySetInnerHTML, and sets it again only when the string changes).
 */
export function useRowsDom({
  rows,
  html,
  ordered,
  hidden,
  chosen,
}: {
  /** In the delivered order, which the HTML keeps. */
  rows: readonly RankingRow[];
  html: RowsHtmlOptions;
  /** In the view's order. */
  ordered: readonly RankingRow[];
  hidden: ReadonlySet<string>;
  /** The refs chosen for the comparison. */
  chosen: readonly string[];
}) {
  const bodies = useMemo(
    () =>
      toBlocks(rows).map((block, i) => (
        <tbody
          key={i}
          data-block=""
          style={{ '--rows': block.length } as CSSProperties}
          // eslint-disable-next-line react/no-danger -- rowsHtml escapes every text and attribute value.
          dangerouslySetInnerHTML={{ __html: rowsHtml(block, html) }}
        />
      )),
    [rows, html],
  );

  const table = useRef<HTMLTableElement>(null);
  // Until the view first differs from the delivered HTML (all rows, in their order, none chosen),
  // the DOM is left as the server wrote it: hydration touches no row.
  const arranged = useRef(false);
  const marked = useRef(false);

  // The rows move into the view's order, visible rows first so that they fill the first blocks.
  useLayoutEffect(() => {
    if (!arranged.current && hidden.size === 0 && ordered === rows) return;
    arranged.current = true;
    const blocks = [...(table.current?.tBodies ?? [])].filter((body) => body.dataset.block !== undefined);
    hideRows(blocks, hidden);
    const refs = ordered.map((row) => row.ref);
    arrangeRows(blocks, [...refs.filter((ref) => !hidden.has(ref)), ...refs.filter((ref) => hidden.has(ref))]);
  }, [rows, ordered, hidden, bodies]);

  useLayoutEffect(() => {
    if (!marked.current && chosen.length === 0) return;
    marked.current = true;
    if (table.current) markChosen(table.current, new Set(chosen), choiceIsFull(chosen));
  }, [chosen, bodies]);

  return { table, bodies };
}
