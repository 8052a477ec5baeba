import { activeCategory, placeIn, teaserWinners } from './categories';
import { placeNumbers } from './places';
import type { AwardTitles, AwardsSource } from '../awards/cards';
import type { WinnerCategoryKey } from '../content/awards-schema';
import { localeHref } from '../i18n/paths';
import type { Locale } from '../i18n/locales';
import { participantPath } from '../routes';

/** Links to winners' pages, each with ?category={index}, so that page opens with that category active. */
export interface WinnerLink {
  ref: string;
  name: string;
  /** The edition (the teaser shows that year's cover). */
  year: number;
  place: number;
  href: string;
}

export interface CategoryLinks {
  key: WinnerCategoryKey;
  title: string;
  /** Where the category's title leads. */
  firstWinner: WinnerLink;
  winners: WinnerLink[];
}

export interface TeaserLink extends WinnerLink {
  /** The title of the category the link keeps. */
  category: string;
}

function winnerLink(
  locale: Locale,
  source: AwardsSource,
  ref: string,
  name: string,
  category: number,
  place: number,
): WinnerLink {
  return {
    ref,
    name,
    year: source.year,
    place,
    href: localeHref(locale, participantPath(ref, category, source.archivedYear)),
  };
}

/** The four categories of the header, each with all its winners; an unknown ref shows as itself. */
export function categoryLinks(
  locale: Locale,
  source: AwardsSource,
  titles: AwardTitles['categories'],
): CategoryLinks[] {
  return source.awards.winnerCategories.map((category, index) => {
    const places = placeNumbers(category.winners.map(() => ({})));
    const winners = category.winners.map((ref, i) =>
      winnerLink(locale, source, ref, source.byRef.get(ref)?.name ?? ref, index, places[i] ?? i + 1),
    );
    // content/awards.json names at least one winner per category (awards-schema).
    return { key: category.key, title: titles[category.key].title, firstWinner: winners[0] as WinnerLink, winners };
  });
}

/** The teaser's two other winners, each linked with its category; unknown refs are left out. */
export function teaserLinks(
  locale: Locale,
  source: AwardsSource,
  titles: AwardTitles['categories'],
  ref: string,
): TeaserLink[] {
  const { awards } = source;
  return teaserWinners(awards, ref, activeCategory(awards, ref)).flatMap(({ ref: winner, category }) => {
    const name = source.byRef.get(winner)?.name;
    const group = awards.winnerCategories[category];
    if (name === undefined || !group) return [];
    const place = placeIn(awards, category, winner) ?? 1;
    return [{ ...winnerLink(locale, source, winner, name, category, place), category: titles[group.key].title }];
  });
}
