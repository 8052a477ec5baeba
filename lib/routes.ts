/**
 * The spec's route table (section 2) as data: one entry per page, with its locale-neutral path,
 * the message namespace holding its texts, and the header colour it shows.
 *
 * Header colours: the spec fixes white, gold and black for some pages and leaves "red or gold"
 * for the rest. We chose gold for the two award pages (winners, special mentions) and red for
 * ranking, partners, privacy, participant pages, the comparison and not-found.
 */
export type HeaderColour = 'white' | 'gold' | 'black' | 'red';

export const pageKeys = [
  'home',
  'winners',
  'ranking',
  'criteria',
  'jury',
  'specialMention',
  'about',
  'partners',
  'downloads',
  'gallery',
  'contact',
  'privacy',
  'archive',
  'compare',
  'participant',
  'notFound',
] as const;

export type PageKey = (typeof pageKeys)[number];

export interface PageRoute {
  path: string;
  headerColour: HeaderColour;
}

export const routes: Record<PageKey, PageRoute> = {
  home: { path: '/', headerColour: 'white' },
  winners: { path: '/gewinner', headerColour: 'gold' },
  ranking: { path: '/rangliste', headerColour: 'red' },
  criteria: { path: '/kriterien', headerColour: 'black' },
  jury: { path: '/jury', headerColour: 'black' },
  specialMention: { path: '/special-mention', headerColour: 'gold' },
  about: { path: '/ueber-uns', headerColour: 'white' },
  partners: { path: '/partner', headerColour: 'red' },
  downloads: { path: '/downloads', headerColour: 'black' },
  gallery: { path: '/galerie', headerColour: 'white' },
  contact: { path: '/kontakt', headerColour: 'gold' },
  privacy: { path: '/datenschutz', headerColour: 'red' },
  archive: { path: '/archiv', headerColour: 'black' },
  compare: { path: '/vergleich', headerColour: 'red' },
  participant: { path: '/teilnehmer', headerColour: 'red' },
  notFound: { path: '/404', headerColour: 'red' },
};

/** Main navigation, then meta navigation (spec section 2, Shell). */
export const mainNav = ['winners', 'ranking', 'criteria', 'jury'] as const satisfies readonly PageKey[];
export const metaNav = ['about', 'partners', 'downloads', 'gallery', 'archive'] as const satisfies readonly PageKey[];

/**
 * A page of an edition: the current edition's pages are at the spec's paths, an archived
 * edition's under its year (/2025/rangliste); `archivedYear` is undefined for the current one.
 */
export function editionPath(path: string, archivedYear?: number): string {
  if (archivedYear === undefined) return path;
  return path === '/' ? `/${archivedYear}` : `/${archivedYear}${path}`;
}

/**
 * A static export needs at least one page per route. Without archived editions, the /{year}/…
 * routes get this one year, whose pages are the 404 page; the build removes them.
 */
export const placeholderArchiveYear = '0000';

export function participantPath(ref: string, category?: number, archivedYear?: number): string {
  const base = editionPath(`${routes.participant.path}/${encodeURIComponent(ref)}`, archivedYear);
  return category === undefined ? base : `${base}?category=${category}`;
}
