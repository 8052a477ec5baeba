import type { Rank } from '@/lib/content/participant';
import { fillParts } from '@/lib/i18n/message-parts';
import { rankMovement } from '@/lib/participant/movement';
import { describeMovement, movementKey, type SpokenMovement } from './movement-labels';
import type { RankingRow } from './row';
import { tableColumnList } from './columns';
import type { CellTexts } from './table-texts';

/**
 * The ranking's rows as HTML. The island (components/ranking/RankingTable) puts each block of rows
 * into its <tbody> with dangerouslySetInnerHTML: React adopts the server's rows at hydration
 * without walking them, and changes them only through the DOM (hidden, order, the compare
 * toggle's state). Styling hooks are data attributes: short markup for thousands of rows.
 *
 * Every text and attribute value is escaped: company names come from content.
 */
export interface RowsHtmlOptions {
  texts: CellTexts;
  /** The participant page of a row. */
  href: (ref: string) => string;
  /** Whether a row has a compare toggle; an archived edition is not compared. */
  comparable: boolean;
}

/** The id of the certificate star's <symbol> (components/ranking/RankingSection), used by every row. */
export const STAR_ID = 'ranking-star';

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };
const special = /[&<>"']/;

/** Text or an attribute value, safe inside an element or a double-quoted attribute. */
export function escapeHtml(text: string): string {
  return special.test(text) ? text.replace(/[&<>"']/g, (c) => entities[c] ?? c) : text;
}

/**
 * A text as a CSS string literal (for `content: var(--…)`): quotes and backslashes escaped,
 * line breaks and other control characters as spaces, so that the value stays one string
 * whatever the text holds.
 */
export function cssString(text: string): string {
  return `"${text.replace(/[\\"]/g, '\\$&').replace(/[\u0000-\u001f\u007f]/g, ' ')}"`;
}

const hiddenText = (text: string) => `<span class="visually-hidden">${escapeHtml(text)}</span>`;

/** The fragments the columns' cells are made of (lib/ranking/columns), their texts escaped once. */
export interface CellKit {
  /** The row's heading cell: the company's link and its compare toggle. */
  company: (row: RankingRow) => string;
  /**
   * A rank cell: the rank (a dash when unranked, '*' when ranked separately, rank 1 marked), then,
   * where the previous edition's rank is known, the movement as an arrow (drawn by CSS from
   * data-move) with its text for screen readers.
   */
  rank: (rank: Rank, previous: Rank | undefined) => string;
  /** The certificate's cell: the shared star and its text. */
  star: string;
}

/** The rows of a block, in the given order: each the cells of the table's columns. */
export function rowsHtml(rows: readonly RankingRow[], options: RowsHtmlOptions): string {
  const kit = cellKit(options);
  const cells = tableColumnList.map(([, column]) => column.cell);
  let html = '';
  for (const row of rows) {
    html += `<tr data-ref="${escapeHtml(row.ref)}">`;
    for (const cell of cells) html += cell(row, kit);
    html += '</tr>';
  }
  return html;
}

/**
 * What is the same in every row (the texts, escaped) is prepared once: the island renders
 * thousands of rows while the page hydrates.
 */
function cellKit({ texts, href, comparable }: RowsHtmlOptions): CellKit {
  const unranked = `<span data-rank="none" aria-hidden="true">–</span>${hiddenText(texts.unranked)}`;
  const separate = `<span aria-hidden="true">*</span>${hiddenText(texts.separatelyRanked)}`;
  const newShort = escapeHtml(texts.newShort);
  const spoken = new Map<string, string>();
  const spokenHtml = (movement: SpokenMovement) => {
    const key = movementKey(movement) as string;
    let html = spoken.get(key);
    if (html === undefined) spoken.set(key, (html = hiddenText(`, ${describeMovement(texts.movements, movement)}`)));
    return html;
  };
  // Escaping works character by character, so the label's parts can be escaped apart from the name.
  const toggleParts = texts.compareToggle.map((part, i) => (i % 2 === 1 ? part : escapeHtml(part)));

  return {
    company: (row) => {
      const company = escapeHtml(row.company);
      const toggle = comparable
        ? `<button type="button" data-compare="" aria-pressed="false" aria-label="${fillParts(toggleParts, {
            name: company,
          })}"></button>`
        : '';
      return `<th scope="row"><a href="${escapeHtml(href(row.ref))}">${company}</a>${toggle}</th>`;
    },
    rank: (rank, previous) => {
      let html =
        rank === null
          ? unranked
          : rank === '*'
            ? separate
            : rank === 1
              ? '<span data-rank="first">1</span>'
              : `<span>${rank}</span>`;
      if (previous !== undefined) {
        const movement = rankMovement(rank, previous);
        const shown = 'by' in movement ? String(movement.by) : movement.kind === 'new' ? newShort : '';
        html += `<span data-move="${movement.kind}" aria-hidden="true">${shown}</span>`;
        if (movement.kind !== 'none') html += spokenHtml(movement);
      }
      return `<td>${html}</td>`;
    },
    star:
      `<td><svg width="20" height="20" aria-hidden="true" focusable="false"><use href="#${STAR_ID}"></use></svg>` +
      `${hiddenText(texts.certificate)}</td>`,
  };
}
