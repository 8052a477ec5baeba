import { StarIcon } from './CertificateStar';
import styles from './ranking.module.css';
import type { RankingMessages } from '@/lib/content/ranking-messages-schema';

/** What the table's signs mean, below the table, as in a printed results list. */
export function RankingLegend({ texts }: { texts: RankingMessages }) {
  return (
    <ul className={styles.legend} aria-label={texts.legendLabel}>
      <li>
        <StarIcon />
        {texts.certificate}
      </li>
      <li>
        <span data-move="up" aria-hidden="true" />
        <span data-move="down" aria-hidden="true" />
        {texts.legendMovement}
      </li>
      <li>
        <span aria-hidden="true">–</span>
        {texts.unranked}
      </li>
      <li>
        <span aria-hidden="true">*</span>
        {texts.separatelyRanked}
      </li>
    </ul>
  );
}
