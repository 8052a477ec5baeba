import type { SpecialMentionKey, WinnerCategoryKey } from '../content/awards-schema';
import type { AwardTexts } from '../content/edition-texts-schema';
import type { Participant } from '../content/participant';
import type { Edition } from '../editions/edition';
import { placeNumber } from '../participant/places';
import { participantPath } from '../routes';

/**
 * The award pages as data: a group per category of awards.json, in order, a card per named
 * participant. Shared by the award cards and the winner slider.
 */
export type AwardGroup =
  | { kind: 'winner'; key: WinnerCategoryKey; index: number; cards: AwardCard[] }
  | { kind: 'specialMention'; key: SpecialMentionKey; index: number; cards: AwardCard[] };

/** What the cards are made of: an edition's awards and participants, and where its pages live. */
export type AwardsSource = Pick<Edition, 'year' | 'awards' | 'byRef'> & {
  /** The year in the pages' paths; undefined for the current edition (lib/routes, editionPath). */
  archivedYear?: number;
};

/**
 * The cards of the named participants: the name shown in that edition, the edition (the cover is
 * that year's report), the place number (1, 2, 3, or 1, 2, 2, 3 with four winners), `first` for the
 * winning place (gold border) and the page's locale-neutral path, ?category={index} for winner categories.
 */
function cards(source: AwardsSource, refs: readonly string[], category?: number) {
  const known = refs.filter((ref) => source.byRef.has(ref));
  return known.map((ref, i) => {
    const place = placeNumber(i, known.length);
    return {
      ref,
      name: (source.byRef.get(ref) as Participant).name,
      year: source.year,
      place,
      first: place === 1,
      path: participantPath(ref, category, source.archivedYear),
    };
  });
}

type AwardCard = ReturnType<typeof cards>[number];

/** The four winner categories (the index is `?category=`); refs without a participant are left out. */
export function winnerGroups(source: AwardsSource): AwardGroup[] {
  return source.awards.winnerCategories.map((category, index) => ({
    kind: 'winner' as const,
    key: category.key,
    index,
    cards: cards(source, category.winners, index),
  }));
}

/** The special mentions, a group per key; their links carry no category. */
export function specialMentionGroups(source: AwardsSource): AwardGroup[] {
  const mentions = source.awards.specialMentions;
  return [...new Set(mentions.map((m) => m.key))].map((key, index) => ({
    kind: 'specialMention' as const,
    key,
    index,
    cards: cards(
      source,
      mentions.filter((m) => m.key === key).map((m) => m.ref),
    ),
  }));
}

/** The editors' titles of the award categories and special mentions, shown as written. */
export type AwardTitles = AwardTexts;

/** What the winner slider shows: its slides and the category titles they name. */
export interface WinnerSliderData {
  slides: WinnerEntry[];
  titles: AwardTitles;
}

/** Every winner of every category, category by category: the winner slider's slides. */
export function winnerEntries(source: AwardsSource) {
  return winnerGroups(source).flatMap((group) =>
    group.kind === 'winner' ? group.cards.map((card) => ({ ...card, category: group.key })) : [],
  );
}

export type WinnerEntry = ReturnType<typeof winnerEntries>[number];

/** The overall winner the home page leads with, or undefined when none is named yet. */
export function overallWinner(entries: readonly WinnerEntry[]): WinnerEntry | undefined {
  return entries.find((entry) => entry.category === 'overall' && entry.place === 1);
}
