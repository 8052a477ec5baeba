import type { Rank } from '@/lib/content/participant';
import { formatRank, rankKind } from '@/lib/participant/format';

/** A rank: the number, '*' or a dash, the last two with words for screen readers (a dash reads as nothing). */
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
