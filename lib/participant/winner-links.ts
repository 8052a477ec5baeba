import { activeCategory, placeIn, teaserWinners } from './categories';
import { placeNumber } from './places';
import type { AwardTitles, AwardsSource } from '../awards/cards';
import { localeHref } from '../i18n/paths';
import type { Locale } from '../i18n/locales';
import { participantPath } from '../routes';

/**
 * Links to winners' pages, each with ?category={index}, so that page opens with that category
 * active; `year` is the edition's (the teaser shows that year's cover).
 */
function winnerLink(locale: Locale, source: AwardsSource, ref: string, name: string, category: number, place: number) {
  const href = localeHref(locale, participantPath(ref, category, source.archivedYear));
  return { ref, name, year: source.year, place, href };
}

export type WinnerLink = ReturnType<typeof winnerLink>;

/** The four categories of the header, each with all its winners; an unknown ref shows as itself. */
export function categoryLinks(locale: Locale, source: AwardsSource, titles: AwardTitles['categories']) {
  return source.awards.winnerCategories.map((category, index) => {
    const winners = category.winners.map((ref, i) => {
      const name = source.byRef.get(ref)?.name ?? ref;
      return winnerLink(locale, source, ref, name, index, placeNumber(i, category.winners.length));
    });
    // The title leads to the first winner; content/awards.json names at least one per category (awards-schema).
    return { key: category.key, title: titles[category.key].title, firstWinner: winners[0] as WinnerLink, winners };
  });
}

export type CategoryLinks = ReturnType<typeof categoryLinks>[number];

/** The teaser's two other winners, each linked with the title of its category; unknown refs are left out. */
export function teaserLinks(locale: Locale, source: AwardsSource, titles: AwardTitles['categories'], ref: string) {
  const { awards } = source;
  return teaserWinners(awards, ref, activeCategory(awards, ref)).flatMap(({ ref: winner, category }) => {
    const name = source.byRef.get(winner)?.name;
    const group = awards.winnerCategories[category];
    if (name === undefined || !group) return [];
    const place = placeIn(awards, category, winner) ?? 1;
    return [{ ...winnerLink(locale, source, winner, name, category, place), category: titles[group.key].title }];
  });
}

export type TeaserLink = ReturnType<typeof teaserLinks>[number];
