import { isUnranked } from '@/lib/participant/values';
import { rankMovement } from '@/lib/participant/movement';
import { movementText } from '@/lib/ranking/text';
import type { RankingMessages } from '@/lib/content/ranking-messages-schema';

export interface CellTexts {
  unranked: string;
  separatelyRanked: string;
  certificate: string;
  movement: RankingMessages['movement'];
  plural: Intl.PluralRules;
}

/**
 * A rank cell: the rank (a dash when unranked, '*' when ranked separately, rank 1 marked),
 * then, where a previous year is given, the movement as an arrow with its text for screen
 * readers. Styling hooks are data attributes: short markup for thousands of rows.
 */
export function RankCell({ rank, previous, texts }: { rank: string; previous?: string; texts: CellTexts }) {
  const value = rank.trim();
  const movement = previous === undefined ? null : rankMovement(rank, previous);
  const spoken = movement && movementText(movement, texts.movement, texts.plural);
  return (
    <td role="cell">
      {isUnranked(value) ? (
        <>
          <span data-rank="none" aria-hidden="true">–</span>
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
          {movement?.kind === 'up' || movement?.kind === 'down' ? movement.by : movement?.kind === 'new' ? texts.movement.newShort : null}
        </span>
      )}
      {spoken && <span className="visually-hidden">{`, ${spoken}`}</span>}
    </td>
  );
}
