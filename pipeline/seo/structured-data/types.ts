/** A schema.org node as JSON-LD: plain JSON with @-keys. */
export type JsonLdNode = { '@type': string } & { [key: string]: unknown };

export const SCHEMA_CONTEXT = 'https://schema.org' as const;

/** One node at the top of a script element. */
export type JsonLdThing = { '@context': typeof SCHEMA_CONTEXT } & JsonLdNode;

/** Several nodes in one script element, linked by @id. */
export type JsonLdGraph = { '@context': typeof SCHEMA_CONTEXT; '@graph': JsonLdNode[] };

export type JsonLdDocument = JsonLdThing | JsonLdGraph;
