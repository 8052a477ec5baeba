import { isUnranked } from '@/lib/participant/values';
import { rankMovement } from '@/lib/participant/movement';
import { movementKey } from '@/lib/ranking/movement-labels';
import type { CellTexts } from '@/lib/ranking/table-texts';

/**
 * A rank cell: the rank (a dash when unranked, '*' when ranked separately, rank 1 marked),
 * then, where a previous year is given, the movement as an arrow with its text for screen
 * readers (formatted on the server, found by its movementKey). Styling hooks are data
 * attributes: short markup for thousands of rows.
 */
export function RankCell({ rank, previous, texts }: { rank: string; previous?: string; texts: CellTexts }) {
  const value = rank.trim();
  const movement = previous === undefined ? null : rankMovement(rank, previous);
  const key = movement && movementKey(movement);
  const spoken = key === null ? null : texts.movements[key];
  return (
    <td>
      {isUnranked(value) ? (
        <>
          <span data-rank="none" aria-hidden="true">
            –
          </span>
          <span className="visually-hidden">{texts.unranked}</span>
        </>
      ) : value === '*' ? (
        <>
          <span aria-hidden="true">*</span>
          <span className="visually-hidden">{texts.separatelyRanked}</span>
        </>
      ) : (
        <span data-rank={value === '1' ? 'first' : undefined}>{value}</span>
      )}
      {previous !== undefined && (
        <span data-move={movement?.kind ?? 'none'} aria-hidden="true">
          {movement?.kind === 'up' || movement?.kind === 'down'
            ? movement.by
            : movement?.kind === 'new'
              ? texts.newShort
              : null}
        </span>
      )}
      {spoken && <span className="visually-hidden">{`, ${spoken}`}</span>}
    </td>
  );
}
