import styles from './table.module.css';
import type { Rank } from '@/lib/content/participant';
import type { HistoryRanks } from '@/lib/compare/data';
import type { CompareTexts } from '@/lib/compare/texts';
import { fillParts } from '@/lib/i18n/message-parts';
import { rankMovement } from '@/lib/participant/movement';

/** The comparison's cell values; signs for the eye are hidden from screen readers, which get words. */
export function RankText({ rank, texts }: { rank: Rank; texts: CompareTexts }) {
  if (typeof rank === 'number') return <>{rank}</>;
  return (
    <>
      <span aria-hidden="true" className={rank === null ? styles.none : undefined}>
        {rank ?? '–'}
      </span>
      <span className="visually-hidden">{rank === null ? texts.unranked : texts.separatelyRanked}</span>
    </>
  );
}

/** A rank with its movement since the previous edition, when that edition's rank is known. */
export function RankWithMovement({
  rank,
  previous,
  texts,
}: {
  rank: Rank;
  previous: Rank | undefined;
  texts: CompareTexts;
}) {
  const movement = rankMovement(rank, previous);
  return (
    <>
      <RankText rank={rank} texts={texts} />
      {movement.kind !== 'none' && (
        <>
          <span className={styles.move} data-move={movement.kind} aria-hidden="true">
            {'by' in movement ? movement.by : movement.kind === 'new' && texts.movement.new}
          </span>
          <span className="visually-hidden">
            {', '}
            {movement.kind === 'new'
              ? texts.movement.newLong
              : fillParts(texts.movement.previous, { rank: String(movement.previous) })}
          </span>
        </>
      )}
    </>
  );
}

/** The three ranks of one edition, or that the company did not take part. */
export function HistoryValue({ ranks, texts }: { ranks: HistoryRanks | null; texts: CompareTexts }) {
  const { history } = texts;
  if (!ranks) return <span className={styles.absent}>{history.absent}</span>;
  return (
    <span className={styles.history}>
      <span>
        <span className={styles.historyLabel}>{history.overall}</span>{' '}
        <RankText rank={ranks.rankOverall} texts={texts} />
      </span>
      <span>
        <span className={styles.historyLabel} aria-hidden="true">
          {history.valueReportingShort}
        </span>
        <span className="visually-hidden">{history.valueReporting}</span> <RankText rank={ranks.rankVR} texts={texts} />
      </span>
      <span>
        <span className={styles.historyLabel}>{history.design}</span> <RankText rank={ranks.rankDS} texts={texts} />
      </span>
    </span>
  );
}

/** The best value's mark: a sign for the eye, a word for screen readers (not by colour alone). */
export function BestMark({ label }: { label: string }) {
  return (
    <>
      <span className={styles.bestMark} aria-hidden="true" />
      <span className="visually-hidden">{` (${label})`}</span>
    </>
  );
}
