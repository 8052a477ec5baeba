import type { createTranslator } from 'next-intl';
import type { Messages } from '../content/message-schema';
import { moverKinds, moversListed, type EditionMovers, type Mover } from './movers';
import type { RankKey } from './statistics';

/** The `movers` namespace's t(), as next-intl's getTranslations gives it on the server. */
type MoversTranslator = ReturnType<typeof createTranslator<Messages, 'movers'>>;

/** Every text the movers' lists show (components/movers/MoversList), formatted on the server. */
export interface MoversTexts {
  /** Each list's heading, by rank. */
  kinds: Readonly<Record<RankKey, string>>;
  /** Both ranks as shown ("Rang 14 → 3"), and in words for screen readers. */
  ranks: (mover: Mover) => string;
  ranksLabel: (mover: Mover) => string;
  /** The size of the move ("+11 Ränge"). */
  by: (by: number) => string;
  /** A list with nobody in it. */
  none: string;
  /** How many companies were not counted, having no rank the year before. */
  newcomers: string;
}

/**
 * The texts of one edition's movers. The edition before an edition with movers is always the year
 * before (lib/editions/build-editions), so that year is named.
 */
export function moversTexts(t: MoversTranslator, year: number, movers: Pick<EditionMovers, 'newcomers'>): MoversTexts {
  const previousYear = String(year - 1);
  return {
    kinds: Object.fromEntries(moverKinds.map((kind) => [kind, t(`kinds.${kind}`)])) as Record<RankKey, string>,
    ranks: ({ previous, current }) => t('ranks', { previous, current }),
    ranksLabel: ({ previous, current }) => t('ranksLabel', { previous, current }),
    by: (by) => t('by', { by }),
    none: t('none', { previousYear }),
    newcomers: t('newcomers', { count: movers.newcomers, previousYear }),
  };
}

/** The section's heading and lead above the lists, or the sentence that replaces them for the first edition. */
export function moversSectionTexts(t: MoversTranslator, year: number) {
  return {
    title: t('title'),
    intro: t('intro', { previousYear: String(year - 1), count: moversListed }),
    firstEdition: t('firstEdition', { year: String(year) }),
  };
}
