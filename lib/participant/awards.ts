import { placesOf, specialMentionsOf } from './categories';
import type { AwardTitles } from '../awards/cards';
import type { Awards } from '../content/awards-schema';

/** A participant's awards: its winner categories with place, then its special mentions. */
export function participantAwards(awards: Awards, ref: string, titles: AwardTitles) {
  return {
    places: placesOf(awards, ref).map(({ key, place }) => ({ key, title: titles.categories[key].title, place })),
    specialMentions: specialMentionsOf(awards, ref).map((key) => ({ key, title: titles.specialMentions[key].title })),
  };
}

export type ParticipantAwards = ReturnType<typeof participantAwards>;

/** One line per award, places first (`placeText`: "Gesamtsieger, Platz 1"); a mention reads as its title. */
export function awardLines(awards: ParticipantAwards, placeText: (category: string, place: number) => string) {
  return [
    ...awards.places.map(({ key, title, place }) => ({ key, text: placeText(title, place) })),
    ...awards.specialMentions.map(({ key, title }) => ({ key: `special-${key}`, text: title })),
  ];
}
