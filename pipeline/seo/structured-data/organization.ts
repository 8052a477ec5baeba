import { SCHEMA_CONTEXT, type JsonLdGraph, type JsonLdNode } from './types';

/** The programme as an Organization (its organiser as parent) and the site as a WebSite, for the home page. */
export interface OrganizationInput {
  /** Absolute URL of the locale's home page; also the base of the node ids. */
  homeUrl: string;
  name: string;
  description: string;
  logo: { url: string; width: number; height: number };
  address?: { street?: string; city?: string; country?: string };
  contactPoint?: { contactType: string; email?: string; telephone?: string; availableLanguage: string[] };
  parent?: { name: string; url?: string };
  sameAs?: string[];
}

export interface WebSiteInput {
  homeUrl: string;
  name: string;
  description: string;
  /** BCP 47 code of the page's language. */
  inLanguage: string;
}

/** "8001 Zürich" (", Switzerland" dropped) → postal code and town; anything else is the locality. */
export function postalAddress(
  street: string | undefined,
  city: string | undefined,
  country: string | undefined,
): JsonLdNode | undefined {
  if (!street && !city) return undefined;
  const match = /^\s*(\d{4,5})\s+([^,]+?)\s*(?:,.*)?$/.exec(city ?? '');
  return compact({
    '@type': 'PostalAddress',
    streetAddress: street?.trim() || undefined,
    postalCode: match?.[1],
    addressLocality: match ? match[2] : city?.trim() || undefined,
    addressCountry: country,
  });
}

export const organizationId = (homeUrl: string) => `${homeUrl}#organization`;

export function organizationNode(input: OrganizationInput): JsonLdNode {
  const { homeUrl, name, description, logo, address, contactPoint, parent, sameAs } = input;
  return compact({
    '@type': 'Organization',
    '@id': organizationId(homeUrl),
    name,
    url: homeUrl,
    description,
    logo: { '@type': 'ImageObject', url: logo.url, width: logo.width, height: logo.height },
    address: address && postalAddress(address.street, address.city, address.country),
    contactPoint:
      contactPoint && (contactPoint.email || contactPoint.telephone)
        ? compact({ '@type': 'ContactPoint', ...contactPoint })
        : undefined,
    parentOrganization: parent
      ? compact({ '@type': 'Organization', name: parent.name, url: parent.url || undefined })
      : undefined,
    sameAs: sameAs?.length ? sameAs : undefined,
  });
}

export function webSiteNode({ homeUrl, name, description, inLanguage }: WebSiteInput): JsonLdNode {
  return {
    '@type': 'WebSite',
    '@id': `${homeUrl}#website`,
    url: homeUrl,
    name,
    description,
    inLanguage,
    publisher: { '@id': organizationId(homeUrl) },
  };
}

/** The home page's JSON-LD: the organisation and the web site it publishes. */
export function homeJsonLd(organization: OrganizationInput, site: Omit<WebSiteInput, 'homeUrl'>): JsonLdGraph {
  return {
    '@context': SCHEMA_CONTEXT,
    '@graph': [organizationNode(organization), webSiteNode({ ...site, homeUrl: organization.homeUrl })],
  };
}

/** Drops undefined values, so absent content leaves no empty keys. */
function compact<T extends Record<string, unknown>>(node: T): T {
  return Object.fromEntries(Object.entries(node).filter(([, value]) => value !== undefined)) as T;
}
