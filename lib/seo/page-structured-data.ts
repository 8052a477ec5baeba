import type { Messages, PageTexts } from '@/lib/content/message-schema';
import type { Participant } from '@/lib/content/participant';
import type { EditionInfo } from '@/lib/editions/edition-info';
import { localeHref } from '@/lib/i18n/paths';
import { locales, type Locale } from '@/lib/i18n/locales';
import { editionPath, participantPath, routes } from '@/lib/routes';
import { absoluteUrl, organizationLogo } from './metadata';
import { breadcrumbList } from './structured-data/breadcrumbs';
import { rankingItemList } from './structured-data/item-list';
import { homeJsonLd } from './structured-data/organization';
import type { JsonLdDocument } from './structured-data/types';

/**
 * The JSON-LD of the pages that carry some, built from content: the organisation and web site on
 * the home page, the ranked list on the ranking page, the breadcrumb trail on each participant
 * page. Absolute URLs on the configured site URL, like the canonical links.
 */
const pageUrl = (siteUrl: string, locale: Locale, path: string) => absoluteUrl(siteUrl, localeHref(locale, path));

export function homeStructuredData(locale: Locale, messages: Messages, siteUrl: string): JsonLdDocument {
  const { organization } = messages.seo;
  const organiser = messages.footer.addresses?.find((a) => a.type === 'organizer');
  return homeJsonLd(
    {
      homeUrl: pageUrl(siteUrl, locale, routes.home.path),
      name: organization.name,
      description: messages.site.description,
      logo: {
        url: absoluteUrl(siteUrl, organizationLogo.path),
        width: organizationLogo.width,
        height: organizationLogo.height,
      },
      address: organiser && { street: organiser.street, city: organiser.city, country: organization.addressCountry },
      contactPoint: organization.contactPoint && {
        ...organization.contactPoint,
        availableLanguage: locales.map((l) => l.code),
      },
      parent:
        organiser && organiser.name !== organization.name
          ? { name: organiser.name, url: organiser.website }
          : undefined,
      sameAs: organization.sameAs,
    },
    { name: messages.site.name, description: messages.site.description, inLanguage: locale },
  );
}

export function rankingStructuredData(
  locale: Locale,
  texts: Pick<PageTexts, 'seo'>,
  participants: readonly Participant[],
  edition: EditionInfo,
  siteUrl: string,
): JsonLdDocument {
  return rankingItemList({
    name: texts.seo.title,
    url: pageUrl(siteUrl, locale, editionPath(routes.ranking.path, edition.archivedYear)),
    entries: participants.map((p) => ({
      name: p.name,
      url: pageUrl(siteUrl, locale, participantPath(p.ref, undefined, edition.archivedYear)),
      rankOverall: p.rankOverall,
    })),
  });
}

/** Start › Rangliste › the company; an archived edition's ranking names its year. */
export function participantStructuredData(
  locale: Locale,
  nav: Messages['nav'],
  participant: Participant,
  edition: EditionInfo,
  siteUrl: string,
): JsonLdDocument {
  const { archivedYear } = edition;
  return breadcrumbList([
    { name: nav.home, url: pageUrl(siteUrl, locale, routes.home.path) },
    {
      name: archivedYear === undefined ? nav.ranking : `${nav.ranking} ${archivedYear}`,
      url: pageUrl(siteUrl, locale, editionPath(routes.ranking.path, archivedYear)),
    },
    {
      name: participant.name,
      url: pageUrl(siteUrl, locale, participantPath(participant.ref, undefined, archivedYear)),
    },
  ]);
}
