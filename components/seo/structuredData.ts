import { config } from '@/lib/config';
import { loadMessages, loadParticipants } from '@/lib/content/load';
import type { Participant } from '@/lib/content/participant-schema';
import { localeHref } from '@/lib/i18n/paths';
import { locales, type Locale } from '@/lib/i18n/locales';
import { displayName } from '@/lib/participant/values';
import { participantPath, routes } from '@/lib/routes';
import { absoluteUrl, organizationLogo } from '@/lib/seo';
import { breadcrumbList } from '@/lib/structured-data/breadcrumbs';
import { rankingItemList } from '@/lib/structured-data/item-list';
import { homeJsonLd } from '@/lib/structured-data/organization';
import type { JsonLdDocument } from '@/lib/structured-data/types';

/**
 * The JSON-LD of the pages that carry some (issue 5), built from content: the organisation and
 * web site on the home page, the ranked list on the ranking page, the breadcrumb trail on each
 * participant page. Absolute URLs on NEXT_PUBLIC_SITE_URL, like the canonical links.
 */
const pageUrl = (locale: Locale, path: string) => absoluteUrl(config.siteUrl, localeHref(locale, path));

export function homeStructuredData(locale: Locale): JsonLdDocument {
  const messages = loadMessages(locale);
  const { organization } = messages.seo;
  const organiser = messages.footer.addresses?.find((a) => a.type === 'organizer');
  const homeUrl = pageUrl(locale, routes.home.path);
  return homeJsonLd(
    {
      homeUrl,
      name: organization.name,
      description: messages.site.description,
      logo: { url: absoluteUrl(config.siteUrl, organizationLogo.path), width: organizationLogo.width, height: organizationLogo.height },
      address: organiser && { street: organiser.street, city: organiser.city, country: organization.addressCountry },
      contactPoint: organization.contactPoint && { ...organization.contactPoint, availableLanguage: locales.map((l) => l.code) },
      parent: organiser && organiser.name !== organization.name ? { name: organiser.name, url: organiser.website } : undefined,
      sameAs: organization.sameAs,
    },
    { name: messages.site.name, description: messages.site.description, inLanguage: locale },
  );
}

export function rankingStructuredData(locale: Locale): JsonLdDocument {
  const messages = loadMessages(locale);
  return rankingItemList({
    name: messages.pages.ranking.seo.title,
    url: pageUrl(locale, routes.ranking.path),
    entries: loadParticipants().map((p) => ({ name: displayName(p), url: pageUrl(locale, participantPath(p.ref)), rankOverall: p.rankOverall })),
  });
}

export function participantStructuredData(locale: Locale, participant: Participant): JsonLdDocument {
  const { nav } = loadMessages(locale);
  return breadcrumbList([
    { name: nav.home, url: pageUrl(locale, routes.home.path) },
    { name: nav.ranking, url: pageUrl(locale, routes.ranking.path) },
    { name: displayName(participant), url: pageUrl(locale, participantPath(participant.ref)) },
  ]);
}
