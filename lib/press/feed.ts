import { Feed } from 'feed';
import { zurichMomentToUtc } from '../dates/zurich-time';

/**
 * The Atom feed of each language (/feed.xml, /en/feed.xml), built at build time: an entry for
 * each edition's results (linking to its winners page) and one for each media release (linking to
 * its press room, the lead as summary). Everything in it comes from the content, the dates from
 * each edition's publication moment, so that two builds of the same content write the same file.
 */
export const feedPath = '/feed.xml';

export interface FeedEdition {
  year: number;
  /** dates.json publication: a Swiss local moment, "2026-12-04T06:00". */
  publication: string;
  reports: number;
  /** Absolute URLs of the edition's winners page and press room in the feed's language. */
  winnersUrl: string;
  pressUrl: string;
  release: { title: string; lead: string };
}

export interface FeedInput {
  /** The feed's language, "de-CH". */
  language: string;
  /** Absolute URLs: the feed itself and the home page of its language. */
  feedUrl: string;
  homeUrl: string;
  title: string;
  subtitle: string;
  /** The publisher: the organisation behind the rating. */
  author: string;
  /** An edition entry's title and summary. */
  editionTitle: (year: number) => string;
  editionSummary: (year: number, reports: number) => string;
  /** Newest first or not: the feed sorts them. */
  editions: readonly FeedEdition[];
}

/**
 * Titles and summaries are plain text, but Atom's `type="html"` (which the feed package writes)
 * reads them as markup: escaped, a "<" or "&" in a name stays a character.
 */
const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function buildAtomFeed(input: FeedInput): string {
  const editions = [...input.editions].sort(
    (a, b) => zurichMomentToUtc(b.publication).getTime() - zurichMomentToUtc(a.publication).getTime(),
  );
  const newest = editions[0];
  const feed = new Feed({
    id: input.feedUrl,
    title: input.title,
    description: input.subtitle,
    link: input.homeUrl,
    language: input.language,
    feedLinks: { atom: input.feedUrl },
    author: { name: input.author, link: input.homeUrl },
    // The newest publication, not the build time: the same content gives the same feed.
    updated: newest ? zurichMomentToUtc(newest.publication) : new Date(0),
    generator: false,
  });
  for (const edition of editions) {
    const date = zurichMomentToUtc(edition.publication);
    feed.addItem({
      id: edition.pressUrl,
      link: edition.pressUrl,
      title: escapeHtml(edition.release.title),
      description: escapeHtml(edition.release.lead),
      date,
      published: date,
    });
    feed.addItem({
      id: edition.winnersUrl,
      link: edition.winnersUrl,
      title: escapeHtml(input.editionTitle(edition.year)),
      description: escapeHtml(input.editionSummary(edition.year, edition.reports)),
      date,
      published: date,
    });
  }
  // The feed package leaves out the language; Atom states it as xml:lang on the root.
  return feed
    .atom1()
    .replace('<feed xmlns="http://www.w3.org/2005/Atom">', (root) =>
      root.replace('>', ` xml:lang="${escapeHtml(input.language)}">`),
    );
}
