import type { Awards, SpecialMentionKey, WinnerCategoryKey } from '../content/awards-schema';
import type { Messages } from '../content/message-schema';
import type { Participant } from '../content/participant-schema';
import { placeNumbers } from '../participant/places';
import { displayName } from '../participant/values';
import { participantPath } from '../routes';

/**
 * The winners and special-mention pages as data (spec section 3, "Winners-card entry"): one
 * group per category of content/awards.json, in its order, with one card per named participant.
 * Titles and descriptions come from the translations (awards.categories / awards.specialMentions)
 * by the group's key; images from lib/config (participantImage). Shared by the award cards and
 * the winner slider.
 */
export interface AwardCard {
  ref: string;
  /** The display name (lib/participant/values): pubRef, or company when pubRef is empty. */
  name: string;
  /** Place number (lib/participant/places): 1, 2, 3, or 1, 2, 2, 3 with four winners. */
  place: number;
  /** The winning place: gold border. */
  first: boolean;
  /** Locale-neutral path of the participant page; ?category={index} for winner categories. */
  path: string;
}

export type AwardGroup =
  | { kind: 'winner'; key: WinnerCategoryKey; index: number; cards: AwardCard[] }
  | { kind: 'specialMention'; key: SpecialMentionKey; index: number; cards: AwardCard[] };

function cards(
  refs: readonly string[],
  participants: ReadonlyMap<string, Participant>,
  category?: number,
): AwardCard[] {
  const known = refs.filter((ref) => participants.has(ref));
  const places = placeNumbers(known.map(() => ({})));
  return known.map((ref, i) => {
    const place = places[i] ?? i + 1;
    return {
      ref,
      name: displayName(participants.get(ref) as Participant),
      place,
      first: place === 1,
      path: participantPath(ref, category),
    };
  });
}

function byRef(participants: readonly Participant[]): Map<string, Participant> {
  return new Map(participants.map((p) => [p.ref, p]));
}

/**
 * The four winner categories (overall, value reporting, design, text). The category index is the
 * participant page's `category` query parameter. Refs without a participant are left out (the
 * build's content check already refuses them).
 */
export function winnerGroups(awards: Awards, participants: readonly Participant[]): AwardGroup[] {
  const lookup = byRef(participants);
  return awards.winnerCategories.map((category, index) => ({
    kind: 'winner' as const,
    key: category.key,
    index,
    cards: cards(category.winners, lookup, index),
  }));
}

/**
 * The special mentions, one group per key in order of first appearance; a key named twice gets
 * two cards. Their links carry no category (a special mention is not a winner category).
 */
export function specialMentionGroups(awards: Awards, participants: readonly Participant[]): AwardGroup[] {
  const lookup = byRef(participants);
  const keys = [...new Set(awards.specialMentions.map((m) => m.key))];
  return keys.map((key, index) => ({
    kind: 'specialMention' as const,
    key,
    index,
    cards: cards(
      awards.specialMentions.filter((m) => m.key === key).map((m) => m.ref),
      lookup,
    ),
  }));
}

export interface WinnerEntry extends AwardCard {
  category: WinnerCategoryKey;
}

/** The editors' titles of the award categories and special mentions, shown as written. */
export type AwardTitles = Pick<Messages['awards'], 'categories' | 'specialMentions'>;

/** What the winner slider shows: its slides and the category titles they name. */
export interface WinnerSliderData {
  slides: WinnerEntry[];
  titles: AwardTitles;
}

/** Every winner of every category, category by category: the winner slider's slides. */
export function winnerEntries(awards: Awards, participants: readonly Participant[]): WinnerEntry[] {
  return winnerGroups(awards, participants).flatMap((group) =>
    group.kind === 'winner' ? group.cards.map((card) => ({ ...card, category: group.key })) : [],
  );
}
