import type { Rank } from '@/lib/content/participant';
import { fillParts } from '@/lib/i18n/message-parts';
import { rankMovement } from '@/lib/participant/movement';
import { movementKey } from './movement-labels';
import type { RankingRow } from './row';
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

/** The id of the certificate star's <symbol> (components/ranking/CertificateStar), used by every row. */
export const STAR_ID = 'ranking-star';

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };

/** Text or an attribute value, safe inside an element or a double-quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => entities[c] ?? c);
}

const hiddenText = (text: string) => `<span class="visually-hidden">${escapeHtml(text)}</span>`;

/**
 * A rank cell: the rank (a dash when unranked, '*' when ranked separately, rank 1 marked), then,
 * where the previous edition's rank is known, the movement as an arrow (drawn by CSS from
 * data-move) with its text for screen readers.
 */
export function rankCellHtml(rank: Rank, previous: Rank | undefined, texts: CellTexts): string {
  let html =
    rank === null
      ? `<span data-rank="none" aria-hidden="true">–</span>${hiddenText(texts.unranked)}`
      : rank === '*'
        ? `<span aria-hidden="true">*</span>${hiddenText(texts.separatelyRanked)}`
        : `<span${rank === 1 ? ' data-rank="first"' : ''}>${rank}</span>`;
  if (previous !== undefined) {
    const movement = rankMovement(rank, previous);
    const shown =
      movement.kind === 'up' || movement.kind === 'down'
        ? String(movement.by)
        : movement.kind === 'new'
          ? escapeHtml(texts.newShort)
          : '';
    html += `<span data-move="${movement.kind}" aria-hidden="true">${shown}</span>`;
    const key = movementKey(movement);
    const spoken = key === null ? undefined : texts.movements[key];
    if (spoken) html += hiddenText(`, ${spoken}`);
  }
  return `<td>${html}</td>`;
}

/** One participant row: its link and compare toggle, the three ranks, the certificate. */
export function rowHtml(row: RankingRow, { texts, href, comparable }: RowsHtmlOptions): string {
  const company = escapeHtml(row.company);
  const toggle = comparable
    ? `<button type="button" data-compare="" aria-pressed="false" aria-label="${escapeHtml(
        fillParts(texts.compareToggle, { name: row.company }),
      )}"></button>`
    : '';
  const certificate = row.certificate
    ? `<svg width="20" height="20" aria-hidden="true" focusable="false"><use href="#${STAR_ID}"></use></svg>` +
      hiddenText(texts.certificate)
    : '';
  return (
    `<tr data-ref="${escapeHtml(row.ref)}"><th scope="row"><a href="${escapeHtml(href(row.ref))}">${company}</a>` +
    `${toggle}</th>${rankCellHtml(row.rankVR, row.prevYearVR, texts)}${rankCellHtml(row.rankDS, row.prevYearDS, texts)}` +
    `${rankCellHtml(row.rankOverall, row.prevYearOverall, texts)}<td>${certificate}</td></tr>`
  );
}

/** The rows of a block, in the given order. */
export function rowsHtml(rows: readonly RankingRow[], options: RowsHtmlOptions): string {
  let html = '';
  for (const row of rows) html += rowHtml(row, options);
  return html;
}
