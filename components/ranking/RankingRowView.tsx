import Link from 'next/link';
import { memo } from 'react';
import { CertificateStar } from './CertificateStar';
import { RankCell } from './RankCell';
import type { RankingRow } from '@/lib/ranking/row';
import { fillParts } from '@/lib/i18n/message-parts';
import type { CellTexts } from '@/lib/ranking/table-texts';

interface CellsProps {
  row: RankingRow;
  href: string;
  texts: CellTexts;
  /** Chosen for the comparison. */
  chosen: boolean;
  /** Four others are chosen: this one cannot be added. */
  full: boolean;
  /** Chooses the row for the comparison; undefined on an archived edition, which is not compared. */
  onCompare?: (ref: string) => void;
}

/**
 * One participant row. A search only toggles `hidden` on the <tr>; the cells are memoised
 * apart, so they (and the link) do not render again; choosing a row for the comparison renders
 * that row only. data-ref lets arrangeRows (rowBlocks.ts) find the row.
 */
export const RankingRowView = memo(function RankingRowView({ hidden, ...cells }: CellsProps & { hidden: boolean }) {
  return (
    <tr data-ref={cells.row.ref} hidden={hidden}>
      <RowCells {...cells} />
    </tr>
  );
});

/** The link does not prefetch, or a scroll through the table would fetch every participant's payload. */
const RowCells = memo(function RowCells({ row, href, texts, chosen, full, onCompare }: CellsProps) {
  return (
    <>
      <th scope="row">
        <Link href={href} prefetch={false}>
          {row.company}
        </Link>
        {onCompare && (
          <button
            type="button"
            data-compare=""
            aria-pressed={chosen}
            disabled={full && !chosen}
            aria-label={fillParts(texts.compareToggle, { name: row.company })}
            onClick={() => onCompare(row.ref)}
          />
        )}
      </th>
      <RankCell rank={row.rankVR} previous={row.prevYearVR} texts={texts} />
      <RankCell rank={row.rankDS} previous={row.prevYearDS} texts={texts} />
      <RankCell rank={row.rankOverall} previous={row.prevYearOverall} texts={texts} />
      <td>{row.certificate && <CertificateStar label={texts.certificate} />}</td>
    </>
  );
});
