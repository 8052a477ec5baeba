import { withoutJoints } from './compound-joint';
import { excerptParts, type ExcerptPart } from './excerpt';
import { searchKinds, type SearchKind } from './query';

/**
 * What the search island uses of the index's browser module (/pagefind/pagefind.js, written by the
 * build: pipeline/search/). Declared here because the module is loaded at run time, not bundled.
 */
export interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
  filters: Record<string, string[] | undefined>;
}

export interface PagefindResult {
  id: string;
  data(): Promise<PagefindResultData>;
}

export interface PagefindSearch {
  results: PagefindResult[];
  /** Per filter, how many of the results each value has. */
  filters?: Record<string, Record<string, number> | undefined>;
}

export interface Pagefind {
  options(options: { excerptLength?: number; ranking?: Record<string, number> }): Promise<void>;
  init(): Promise<void>;
  preload(term: string, options?: { filters?: Record<string, string> }): Promise<void>;
  /** Every filter's values and page counts; loading them once makes each search count its results per value. */
  filters(): Promise<Record<string, Record<string, number> | undefined>>;
  search(term: string, options?: { filters?: Record<string, string> }): Promise<PagefindSearch | null>;
}

/** One result as the page shows it. */
export interface SearchHit {
  id: string;
  url: string;
  title: string;
  edition?: string;
  kind?: SearchKind;
  sector?: string;
  excerpt: ExcerptPart[];
}

const isKind = (value: unknown): value is SearchKind => searchKinds.includes(value as SearchKind);

/**
 * A result's data as a hit: only a same-site path is kept as its address (anything else drops the
 * result), and a meta value that does not fit is left out.
 */
export function toSearchHit(id: string, data: PagefindResultData): SearchHit | null {
  if (typeof data.url !== 'string' || !/^\/(?!\/)/.test(data.url)) return null;
  const { title, edition, kind } = data.meta ?? {};
  const sector = data.filters?.sector?.[0];
  return {
    id,
    url: data.url,
    title: typeof title === 'string' && title.trim() ? withoutJoints(title).trim() : data.url,
    ...(typeof edition === 'string' && /^\d{4}$/.test(edition) && { edition }),
    ...(isKind(kind) && { kind }),
    ...(typeof sector === 'string' && sector && { sector }),
    excerpt: excerptParts(typeof data.excerpt === 'string' ? data.excerpt : ''),
  };
}
