import { SCHEMA_CONTEXT, type JsonLdGraph, type JsonLdNode, type JsonLdThing } from './types';

/** Several documents about one page in one script element: their nodes under one @context. */
export function jsonLdGraph(...things: JsonLdThing[]): JsonLdGraph {
  const node = (thing: JsonLdThing) =>
    Object.fromEntries(Object.entries(thing).filter(([key]) => key !== '@context')) as JsonLdNode;
  return { '@context': SCHEMA_CONTEXT, '@graph': things.map(node) };
}
