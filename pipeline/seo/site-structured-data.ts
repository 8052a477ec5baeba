import { breadcrumbNames, type ArchivedEditionPage } from '@/lib/breadcrumbs/trail';
import type { Content } from '@/lib/content/load';
import { editionInfo } from '@/lib/editions/edition-info';
import { honourOf } from '@/lib/honour/honour';
import { localeHref } from '@/lib/i18n/paths';
import { localeCodes } from '@/lib/i18n/locales';
import { archivedPageKeys, editionPath, participantPath, routes } from '@/lib/routes';
import {
  archivedEditionStructuredData,
  homeStructuredData,
  honourStructuredData,
  participantStructuredData,
  pressStructuredData,
  rankingStructuredData,
} from './page-structured-data';
import type { JsonLdDocument } from './structured-data/types';

const archivedEditionPages = archivedPageKeys.filter((key): key is ArchivedEditionPage => key !== 'participant');

/** Every page's JSON-LD by URL path, once per build; written into the head after the build. */
export function siteStructuredData(content: Content, siteUrl: string): Map<string, JsonLdDocument> {
  const pages = new Map<string, JsonLdDocument>();
  for (const locale of localeCodes) {
    const messages = content.messages[locale];
    const names = breadcrumbNames(locale, messages);
    pages.set(localeHref(locale, routes.home.path), homeStructuredData(locale, messages, siteUrl));
    pages.set(
      localeHref(locale, routes.honour.path),
      honourStructuredData(locale, messages.pages.honour, honourOf(content), siteUrl),
    );
    for (const edition of content.editions) {
      const info = editionInfo(edition.year, content.current.year);
      const texts = edition.texts[locale].pages.ranking;
      const ranking = rankingStructuredData(locale, texts, edition.participants, info, siteUrl);
      const { release } = edition.texts[locale].pages.press;
      const press = pressStructuredData(locale, messages, release, edition.dates.publication, info, siteUrl);
      // The current ranking and press room; an archived edition's pages with their trail (the
      // ranking's list or the press room's release and the trail in one).
      const { archivedYear } = info;
      if (archivedYear === undefined) {
        pages.set(localeHref(locale, routes.ranking.path), ranking);
        pages.set(localeHref(locale, routes.press.path), press);
      } else
        for (const page of archivedEditionPages) {
          const own = page === 'ranking' ? ranking : page === 'press' ? press : undefined;
          const doc = archivedEditionStructuredData(locale, names, page, archivedYear, siteUrl, own);
          pages.set(localeHref(locale, editionPath(routes[page].path, archivedYear)), doc);
        }
      for (const participant of edition.participants)
        pages.set(
          localeHref(locale, participantPath(participant.ref, undefined, info.archivedYear)),
          participantStructuredData(locale, names, participant, info, siteUrl),
        );
    }
  }
  return pages;
}
