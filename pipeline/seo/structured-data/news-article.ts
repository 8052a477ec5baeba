import { organizationId } from './organization';
import { SCHEMA_CONTEXT, type JsonLdThing } from './types';

/** A press room's media release as a schema.org NewsArticle. */
export interface NewsArticleInput {
  /** Absolute URL of the press room the release is on. */
  url: string;
  headline: string;
  /** The lead: what search engines may show. */
  description: string;
  /** ISO 8601 with the Zurich offset: "2026-12-04T06:00:00+01:00". */
  datePublished: string;
  /** BCP 47 code of the release's language. */
  inLanguage: string;
  publisher: { homeUrl: string; name: string; logo: { url: string; width: number; height: number } };
}

export function newsArticle(input: NewsArticleInput): JsonLdThing {
  const { publisher } = input;
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'NewsArticle',
    headline: input.headline,
    description: input.description,
    url: input.url,
    mainEntityOfPage: input.url,
    datePublished: input.datePublished,
    inLanguage: input.inLanguage,
    publisher: {
      '@type': 'Organization',
      // The same node as the home page's Organization.
      '@id': organizationId(publisher.homeUrl),
      name: publisher.name,
      url: publisher.homeUrl,
      logo: { '@type': 'ImageObject', ...publisher.logo },
    },
  };
}
