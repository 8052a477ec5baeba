import {
  archivedEditionTrail,
  participantTrail,
  type ArchivedEditionPage,
  type BreadcrumbNames,
  type BreadcrumbTrail,
} from '@/lib/breadcrumbs/trail';
import type { Messages, PageTexts } from '@/lib/content/message-schema';
import type { Participant } from '@/lib/content/participant';
import type { EditionInfo } from '@/lib/editions/edition-info';
import { localeHref } from '@/lib/i18n/paths';
import { locales, type Locale } from '@/lib/i18n/locales';
import { editionPath, participantPath, routes } from '@/lib/routes';
import { absoluteUrl, organizationLogo } from '../../lib/seo/metadata';
import { honourItemList, rankingItemList } from './structured-data/item-list';
import { newsArticle } from './structured-data/news-article';
import type { HonourTable } from '@/lib/honour/honour';
import { homeJsonLd } from './structured-data/organization';
import type { PressRelease } from '@/lib/content/press-release-schema';
import { zurichMomentWithOffset } from '@/lib/dates/zurich-time';
import { SCHEMA_CONTEXT, type JsonLdDocument, type JsonLdNode, type JsonLdThing } from './structured-data/types';

/** JSON-LD: organisation and site on the home page, the ranked list, the breadcrumb trails. */
const pageUrl = (siteUrl: string, locale: Locale, path: string) => absoluteUrl(siteUrl, localeHref(locale, path));

export function homeStructuredData(locale: Locale, messages: Messages, siteUrl: string): JsonLdDocument {
  const { organization } = messages.seo;
  const organiser = messages.footer.addresses?.find((a) => a.type === 'organizer');
  return homeJsonLd(
    {
      homeUrl: pageUrl(siteUrl, locale, routes.home.path),
      name: organization.name,
      description: messages.site.description,
      logo: { ...organizationLogo, url: absoluteUrl(siteUrl, organizationLogo.path) },
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
): JsonLdThing {
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

/** The table of honour: its companies in the default order, each linked to its newest result page (without the section's anchor). */
export function honourStructuredData(
  locale: Locale,
  texts: Pick<PageTexts, 'seo'>,
  table: Pick<HonourTable, 'entries'>,
  siteUrl: string,
): JsonLdThing {
  return honourItemList({
    name: texts.seo.title,
    url: pageUrl(siteUrl, locale, routes.honour.path),
    entries: table.entries.map((entry) => ({
      name: entry.name,
      url: pageUrl(siteUrl, locale, entry.path.replace(/#.*$/, '')),
    })),
  });
}

/** An edition's press room: its media release as a NewsArticle, published at the edition's publication moment. */
export function pressStructuredData(
  locale: Locale,
  messages: Messages,
  release: Pick<PressRelease, 'title' | 'lead'>,
  publication: string,
  edition: EditionInfo,
  siteUrl: string,
): JsonLdThing {
  return newsArticle({
    url: pageUrl(siteUrl, locale, editionPath(routes.press.path, edition.archivedYear)),
    headline: release.title,
    description: release.lead,
    datePublished: zurichMomentWithOffset(publication),
    inLanguage: locale,
    publisher: {
      homeUrl: pageUrl(siteUrl, locale, routes.home.path),
      name: messages.seo.organization.name,
      logo: { ...organizationLogo, url: absoluteUrl(siteUrl, organizationLogo.path) },
    },
  });
}

/** A BreadcrumbList from the top down (Home › Ranking › Company); every step has its URL. */
export function breadcrumbList(steps: readonly { name: string; url: string }[]): JsonLdThing {
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: step.url,
    })),
  };
}

/** A page's breadcrumb trail as a BreadcrumbList, with the same steps and names, absolute URLs. */
export function breadcrumbStructuredData(locale: Locale, trail: BreadcrumbTrail, siteUrl: string): JsonLdThing {
  return breadcrumbList(trail.map((step) => ({ name: step.name, url: pageUrl(siteUrl, locale, step.path) })));
}

/** Start › Rangliste › the company; an archived edition's: Start › Archiv › Rangliste 2025 › the company. */
export function participantStructuredData(
  locale: Locale,
  names: BreadcrumbNames,
  participant: Participant,
  edition: EditionInfo,
  siteUrl: string,
): JsonLdDocument {
  return breadcrumbStructuredData(locale, participantTrail(names, participant, edition.archivedYear), siteUrl);
}

/**
 * An archived edition's pages: their trail through the archive, with the page's own document (the
 * ranking's list, the press room's release) where it has one.
 */
export function archivedEditionStructuredData(
  locale: Locale,
  names: BreadcrumbNames,
  page: ArchivedEditionPage,
  archivedYear: number,
  siteUrl: string,
  own?: JsonLdThing,
): JsonLdDocument {
  const trail = breadcrumbStructuredData(locale, archivedEditionTrail(names, page, archivedYear), siteUrl);
  if (!own) return trail;
  // Both in one script element: their nodes under one @context.
  const node = (thing: JsonLdThing) =>
    Object.fromEntries(Object.entries(thing).filter(([key]) => key !== '@context')) as JsonLdNode;
  return { '@context': SCHEMA_CONTEXT, '@graph': [node(own), node(trail)] };
}
