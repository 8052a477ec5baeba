import type { Rank } from '@/lib/content/participant';
import { formatRank, rankKind } from '@/lib/participant/format';

/**
 * A rank as shown: the number, '*' or a dash (not ranked). The dash and the star get words for
 * screen readers ("nicht rangiert", "ausser Konkurrenz"), since a dash reads as nothing.
 */
export function RankValue({ rank, unranked, starred }: { rank: Rank; unranked: string; starred: string }) {
  const kind = rankKind(rank);
  if (kind === 'ranked') return <>{formatRank(rank)}</>;
  return (
    <>
      <span aria-hidden="true">{formatRank(rank)}</span>
      <span className="visually-hidden">{kind === 'unranked' ? unranked : starred}</span>
    </>
  );
}
