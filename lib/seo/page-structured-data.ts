import type { Messages } from '@/lib/content/message-schema';
import type { Participant } from '@/lib/content/participant-schema';
import { localeHref } from '@/lib/i18n/paths';
import { locales, type Locale } from '@/lib/i18n/locales';
import { displayName } from '@/lib/participant/values';
import { participantPath, routes } from '@/lib/routes';
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
  messages: Messages,
  participants: readonly Participant[],
  siteUrl: string,
): JsonLdDocument {
  return rankingItemList({
    name: messages.pages.ranking.seo.title,
    url: pageUrl(siteUrl, locale, routes.ranking.path),
    entries: participants.map((p) => ({
      name: displayName(p),
      url: pageUrl(siteUrl, locale, participantPath(p.ref)),
      rankOverall: p.rankOverall,
    })),
  });
}

export function participantStructuredData(
  locale: Locale,
  nav: Messages['nav'],
  participant: Participant,
  siteUrl: string,
): JsonLdDocument {
  return breadcrumbList([
    { name: nav.home, url: pageUrl(siteUrl, locale, routes.home.path) },
    { name: nav.ranking, url: pageUrl(siteUrl, locale, routes.ranking.path) },
    { name: displayName(participant), url: pageUrl(siteUrl, locale, participantPath(participant.ref)) },
  ]);
}
