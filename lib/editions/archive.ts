import type { WinnerCategoryKey } from '../content/awards-schema';
import type { Locale } from '../i18n/locales';
import { localeHref } from '../i18n/paths';
import { placeNumbers } from '../participant/places';
import { editionPath, participantPath, routes } from '../routes';
import type { Edition } from './edition';
import { editionInfo } from './edition-info';

/** The archive page: every edition, newest first, with subtitle, report count, winners and links. */
export interface ArchiveWinner {
  name: string;
  place: number;
  href: string;
}

export interface ArchiveCategory {
  key: WinnerCategoryKey;
  title: string;
  winners: ArchiveWinner[];
}

export interface ArchiveEdition {
  year: number;
  current: boolean;
  summary?: string;
  reportCount: number;
  categories: ArchiveCategory[];
  links: { ranking: string; winners: string; specialMention: string };
}

export function archiveEditions(locale: Locale, editions: readonly Edition[], currentYear: number): ArchiveEdition[] {
  return editions.map((edition) => {
    const { archivedYear } = editionInfo(edition.year, currentYear);
    const texts = edition.texts[locale];
    const href = (key: 'ranking' | 'winners' | 'specialMention') =>
      localeHref(locale, editionPath(routes[key].path, archivedYear));
    return {
      year: edition.year,
      current: archivedYear === undefined,
      summary: texts.pages.home.intro.subTitle,
      reportCount: edition.participants.length,
      categories: edition.awards.winnerCategories.map((category, index) => {
        const places = placeNumbers(category.winners.map(() => ({})));
        return {
          key: category.key,
          title: texts.awards.categories[category.key].title,
          winners: category.winners.map((ref, i) => ({
            name: edition.byRef.get(ref)?.name ?? ref,
            place: places[i] ?? i + 1,
            href: localeHref(locale, participantPath(ref, index, archivedYear)),
          })),
        };
      }),
      links: { ranking: href('ranking'), winners: href('winners'), specialMention: href('specialMention') },
    };
  });
}
