import { placeNumber } from './places';
import type { Awards, SpecialMentionKey, WinnerCategoryKey } from '../content/awards-schema';

/** The winner categories around a participant, by index in awards.json (0 overall … 3 text), as `?category=`. */

/** Indexes of the categories whose winners include the participant, in content order. */
export function categoriesOf(awards: Awards, ref: string): number[] {
  return awards.winnerCategories.flatMap((category, index) => (category.winners.includes(ref) ? [index] : []));
}

type CategoryParam = string | readonly string[] | null | undefined;

/** `?category=` as an index within the categories (plain digits, one value), else null. */
export function parseCategoryParam(value: CategoryParam, categoryCount: number): number | null {
  if (typeof value !== 'string' || !/^\d{1,3}$/.test(value)) return null;
  const index = Number(value);
  return index < categoryCount ? index : null;
}

/** The active category: `?category=` when the participant is in it, else its first, else null. */
export function activeCategory(awards: Awards, ref: string, param?: CategoryParam): number | null {
  return chooseCategory(categoriesOf(awards, ref), param, awards.winnerCategories.length);
}

/** The same choice from the participant's own category indexes, for the browser island. */
export function chooseCategory(own: readonly number[], param: CategoryParam, categoryCount: number): number | null {
  const requested = parseCategoryParam(param, categoryCount);
  if (requested !== null && own.includes(requested)) return requested;
  return own[0] ?? null;
}

/** The special mentions a participant received (usually none or one), in content order. */
export function specialMentionsOf(awards: Awards, ref: string): SpecialMentionKey[] {
  return awards.specialMentions.filter((mention) => mention.ref === ref).map((mention) => mention.key);
}

/** Two other winners: first winners of the categories after the active one, then the rest, no repeats. */
export function teaserWinners(awards: Awards, ref: string, active: number | null, count = 2) {
  const n = awards.winnerCategories.length;
  const start = active === null ? 0 : active + 1;
  const depth = Math.max(0, ...awards.winnerCategories.map((c) => c.winners.length));
  const seen = new Set([ref]);
  const picked: { ref: string; category: number }[] = [];
  for (let place = 0; place < depth; place++) {
    for (let i = 0; i < n && picked.length < count; i++) {
      const category = (start + i) % n;
      const winner = awards.winnerCategories[category]?.winners[place];
      if (winner === undefined || seen.has(winner)) continue;
      seen.add(winner);
      picked.push({ ref: winner, category });
    }
  }
  return picked;
}

/** The participant's place in one category (1, 2, 3 or 1, 2, 2, 3: placeNumber); null when not in it. */
export function placeIn(awards: Awards, index: number, ref: string): number | null {
  return placesOf(awards, ref).find((place) => place.index === index)?.place ?? null;
}

/** Every category the participant won a place in, with that place, in content order. */
export function placesOf(awards: Awards, ref: string): { index: number; key: WinnerCategoryKey; place: number }[] {
  return awards.winnerCategories.flatMap(({ key, winners }, index) => {
    const position = winners.indexOf(ref);
    return position < 0 ? [] : [{ index, key, place: placeNumber(position, winners.length) }];
  });
}
