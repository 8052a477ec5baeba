import type { Rank } from '@/lib/content/participant';
import { rankMovement } from '@/lib/participant/movement';
import { movementKey } from '@/lib/ranking/movement-labels';
import type { CellTexts } from '@/lib/ranking/table-texts';

/**
 * A rank cell: the rank (a dash when unranked, '*' when ranked separately, rank 1 marked),
 * then, where the previous edition's rank is known, the movement as an arrow with its text for screen
 * readers (formatted on the server, found by its movementKey). Styling hooks are data
 * attributes: short markup for thousands of rows.
 */
export function RankCell({ rank, previous, texts }: { rank: Rank; previous?: Rank; texts: CellTexts }) {
  const movement = previous === undefined ? null : rankMovement(rank, previous);
  const key = movement && movementKey(movement);
  const spoken = key === null ? null : texts.movements[key];
  return (
    <td>
      {rank === null ? (
        <>
          <span data-rank="none" aria-hidden="true">
            –
          </span>
          <span className="visually-hidden">{texts.unranked}</span>
        </>
      ) : rank === '*' ? (
        <>
          <span aria-hidden="true">*</span>
          <span className="visually-hidden">{texts.separatelyRanked}</span>
        </>
      ) : (
        <span data-rank={rank === 1 ? 'first' : undefined}>{rank}</span>
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
