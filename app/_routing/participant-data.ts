import { getMessages } from 'next-intl/server';
import { awardsSourceOf, currentEdition, editionOf } from './page-data';
import type { ParticipantPageData } from '@/components/participant/participant-page-data';
import { badgeTexts } from '@/lib/badge/badge-texts';
import { badgeEmbed } from '@/lib/badge/embed';
import { breadcrumbNames, breadcrumbNav, participantTrail } from '@/lib/breadcrumbs/trail';
import { certificatePath } from '@/lib/certificate/paths';
import { config } from '@/lib/config';
import { loadContent } from '@/lib/content/load';
import { sectorName } from '@/lib/content/sectors';
import type { Edition } from '@/lib/editions/edition';
import { historyUpTo } from '@/lib/editions/history';
import { localeCodes, type Locale } from '@/lib/i18n/locales';
import { participantAwards } from '@/lib/participant/awards';
import { categoriesOf } from '@/lib/participant/categories';
import { laudatioFor } from '@/lib/participant/laudatio';
import { pointGaps } from '@/lib/participant/gaps';
import { peerLinks } from '@/lib/participant/peers';
import { scoreProfile } from '@/lib/participant/profile';
import { categoryLinks, teaserLinks } from '@/lib/participant/winner-links';
import { participantPath, routes } from '@/lib/routes';

/**
 * Everything the participant's page needs; null for a ref outside the edition. Everything it
 * reads about the others (statistics, names, histories) was computed once with the content, so
 * the work per page does not grow with the number of participants.
 */
export async function loadParticipantPage(
  locale: Locale,
  ref: string,
  edition: Edition = currentEdition(),
): Promise<ParticipantPageData | null> {
  const participant = edition.byRef.get(ref);
  if (!participant) return null;
  const messages = await getMessages({ locale });
  const names = breadcrumbNames(locale, messages);
  const info = editionOf(edition);
  const source = awardsSourceOf(edition);
  const texts = edition.texts[locale];
  const titles = texts.awards.categories;
  const standing = edition.sectors.standings.get(ref);
  const sectorStatistics = standing && edition.sectors.statistics.get(standing.sector);
  return {
    participant,
    edition: info,
    currentPath: currentEdition().byRef.has(ref) ? participantPath(ref) : routes.ranking.path,
    // The same trail as the page's JSON-LD (pipeline/seo/site-structured-data).
    breadcrumb: breadcrumbNav(locale, messages, participantTrail(names, participant, info.archivedYear)),
    texts: texts.pages.participant,
    awards: participantAwards(edition.awards, ref, texts.awards),
    categoryNav: { own: categoriesOf(edition.awards, ref), categories: categoryLinks(locale, source, titles) },
    laudatio: laudatioFor(texts, ref),
    rankedCounts: edition.statistics.rankedCounts,
    sector:
      standing && sectorStatistics
        ? {
            key: standing.sector,
            name: sectorName(loadContent().sectors, standing.sector, locale),
            size: sectorStatistics.participantCount,
            places: standing.places,
          }
        : null,
    profile: {
      rows: scoreProfile(participant, edition.statistics, sectorStatistics),
      participantCount: edition.statistics.participantCount,
    },
    gaps: pointGaps(participant, edition.statistics, sectorStatistics),
    peers: peerLinks(locale, edition, participant, info.archivedYear),
    history: historyUpTo(loadContent().histories.get(ref) ?? [], edition.year),
    teaser: teaserLinks(locale, source, titles, ref),
    certificates: participant.certificate
      ? localeCodes.map((code) => ({ locale: code, href: certificatePath(ref, edition.year, code) }))
      : [],
    // Badges show each company's newest edition, so only the current edition's page offers one.
    badge:
      info.archivedYear === undefined
        ? badgeEmbed(locale, ref, config.siteUrl, badgeTexts(locale, messages, participant, edition.year).label)
        : null,
  };
}
