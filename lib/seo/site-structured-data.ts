import type { Content } from '@/lib/content/load';
import { editionInfo } from '@/lib/editions/edition-info';
import { localeHref } from '@/lib/i18n/paths';
import { localeCodes } from '@/lib/i18n/locales';
import { editionPath, participantPath, routes } from '@/lib/routes';
import { homeStructuredData, participantStructuredData, rankingStructuredData } from './page-structured-data';
import type { JsonLdDocument } from './structured-data/types';

/**
 * The JSON-LD of every page that carries some, by the page's URL path ("/", "/en/rangliste",
 * "/2025/teilnehmer/sika"): the home pages, every edition's ranking and every participant page of
 * every edition, in both languages. Computed once per build from the content; the post-build step
 * writes each document into its page's head (lib/postbuild/finish-page), so that it is not also
 * part of the router payload, as it would be if the page rendered it.
 */
export function siteStructuredData(content: Content, siteUrl: string): Map<string, JsonLdDocument> {
  const pages = new Map<string, JsonLdDocument>();
  for (const locale of localeCodes) {
    const messages = content.messages[locale];
    pages.set(localeHref(locale, routes.home.path), homeStructuredData(locale, messages, siteUrl));
    for (const edition of content.editions) {
      const info = editionInfo(edition.year, content.current.year);
      const texts = edition.texts[locale].pages.ranking;
      pages.set(
        localeHref(locale, editionPath(routes.ranking.path, info.archivedYear)),
        rankingStructuredData(locale, texts, edition.participants, info, siteUrl),
      );
      for (const participant of edition.participants)
        pages.set(
          localeHref(locale, participantPath(participant.ref, undefined, info.archivedYear)),
          participantStructuredData(locale, messages.nav, participant, info, siteUrl),
        );
    }
  }
  return pages;
}
