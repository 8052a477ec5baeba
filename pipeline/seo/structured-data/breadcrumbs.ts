import { SCHEMA_CONTEXT, type JsonLdThing } from './types';

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
