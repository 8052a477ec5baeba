import type { Locale } from '../i18n/locales';
import { localeHref } from '../i18n/paths';
import { categoryLinks } from '../participant/winner-links';
import { editionPath, routes } from '../routes';
import type { Edition } from './edition';
import { editionInfo } from './edition-info';

/** The archive page: every edition, newest first, with subtitle, report count, winners and links. */
export function archiveEditions(locale: Locale, editions: readonly Edition[], currentYear: number) {
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
      // Each category's winners, linked to their pages in that edition.
      categories: categoryLinks(locale, { ...edition, archivedYear }, texts.awards.categories),
      links: { ranking: href('ranking'), winners: href('winners'), specialMention: href('specialMention') },
    };
  });
}

export type ArchiveEdition = ReturnType<typeof archiveEditions>[number];
