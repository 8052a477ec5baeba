import type { createTranslator } from 'next-intl';
import type { Messages } from '@/lib/content/message-schema';
import { messageParts, type MessageParts } from '@/lib/i18n/message-parts';
import { movementLabels, type MovementLabels, type SpokenMovement } from './movement-labels';
import type { RankingRow } from './row';

/** The `ranking` namespace's t(), as next-intl's getTranslations gives it on the server. */
type RankingTranslator = ReturnType<typeof createTranslator<Messages, 'ranking'>>;

/** The texts of the rank and certificate cells. */
export interface CellTexts {
  unranked: string;
  separatelyRanked: string;
  certificate: string;
  /** Shown beside a rank that is new this year. */
  newShort: string;
  movements: MovementLabels;
}

/**
 * Every text of the ranking table island, formatted on the server: the island is sent strings,
 * never the catalogue, and has no ICU formatter. The result count and the no-results text change
 * in the browser, so they come as parts to fill in (lib/i18n/message-parts).
 */
export interface RankingTableTexts {
  caption: string;
  regionLabel: string;
  columns: { company: string; rankVR: string; rankDS: string; rankOverall: string; certificate: string };
  searchLabel: string;
  searchPlaceholder: string;
  resultCount: MessageParts<'count' | 'total'>;
  noResults: MessageParts<'query'>;
  download: string;
  csv: { fileName: string; previousRankVR: string; previousRankDS: string; page: string; yes: string };
  cells: CellTexts;
}

export function rankingTableTexts(t: RankingTranslator, rows: readonly RankingRow[]): RankingTableTexts {
  return {
    caption: t('caption'),
    regionLabel: t('regionLabel'),
    columns: {
      company: t('columns.company'),
      rankVR: t('columns.rankVR'),
      rankDS: t('columns.rankDS'),
      rankOverall: t('columns.rankOverall'),
      certificate: t('columns.certificate'),
    },
    searchLabel: t('searchLabel'),
    searchPlaceholder: t('searchPlaceholder'),
    resultCount: messageParts(['count', 'total'], (markers) => t('resultCount', markers)),
    noResults: messageParts(['query'], (markers) => t('noResults', markers)),
    download: t('download'),
    csv: {
      fileName: t('csv.fileName'),
      previousRankVR: t('csv.previousRankVR'),
      previousRankDS: t('csv.previousRankDS'),
      page: t('csv.page'),
      yes: t('csv.yes'),
    },
    cells: {
      unranked: t('unranked'),
      separatelyRanked: t('separatelyRanked'),
      certificate: t('certificate'),
      newShort: t('movement.newShort'),
      movements: movementLabels(rows, (movement) => describeMovement(t, movement)),
    },
  };
}

function describeMovement(t: RankingTranslator, movement: SpokenMovement): string {
  const { kind } = movement;
  return kind === 'up' || kind === 'down' ? t(`movement.${kind}`, { count: movement.by }) : t(`movement.${kind}`);
}
