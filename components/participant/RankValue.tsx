import { formatRank, rankKind } from '@/lib/participant/format';

/**
 * A rank as shown: the number, '*' or a dash (999, empty). The dash and the star get words for
 * screen readers ("nicht rangiert", "ausser Konkurrenz"), since a dash reads as nothing.
 */
export function RankValue({ rank, unranked, starred }: { rank: string; unranked: string; starred: string }) {
  const kind = rankKind(rank);
  if (kind === 'ranked') return <>{formatRank(rank)}</>;
  return (
    <>
      <span aria-hidden="true">{formatRank(rank)}</span>
      <span className="visually-hidden">{kind === 'unranked' ? unranked : starred}</span>
    </>
  );
}
