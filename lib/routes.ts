/**
 * The spec's route table (section 2) as data: one entry per page, with its locale-neutral path,
 * the message namespace holding its texts, and the header colour it shows.
 *
 * Header colours: the spec fixes white, gold and black for some pages and leaves "red or gold"
 * for the rest. We chose gold for the two award pages (winners, special mentions) and red for
 * ranking, partners, privacy, participant pages and not-found.
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
  participant: { path: '/teilnehmer', headerColour: 'red' },
  notFound: { path: '/404', headerColour: 'red' },
};

/** Main navigation, then meta navigation (spec section 2, Shell). */
export const mainNav = ['winners', 'ranking', 'criteria', 'jury'] as const satisfies readonly PageKey[];
export const metaNav = ['about', 'partners', 'downloads', 'gallery'] as const satisfies readonly PageKey[];

export function participantPath(ref: string, category?: number): string {
  const base = `${routes.participant.path}/${encodeURIComponent(ref)}`;
  return category === undefined ? base : `${base}?category=${category}`;
}
