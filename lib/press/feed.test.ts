/** @jest-environment node */
import { XMLParser } from 'fast-xml-parser';
import { buildAtomFeed, type FeedInput } from './feed';

/** The feed read back as a feed reader would: attributes kept, entries always a list. */
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  isArray: (name) => name === 'entry' || name === 'link',
});
type Link = { '@href': string; '@rel'?: string };
type Entry = {
  id: string;
  title: string | { '#text': string };
  link: Link[];
  updated: string;
  published: string;
  summary: string | { '#text': string };
};
const text = (value: string | { '#text': string }) => (typeof value === 'string' ? value : value['#text']);

const edition = (year: number, publication: string) => ({
  year,
  publication,
  reports: 100 + year - 2000,
  winnersUrl: `https://example.ch/${year}/gewinner`,
  pressUrl: `https://example.ch/${year}/presse`,
  release: { title: `Release ${year}`, lead: `Lead ${year} & more <b>` },
});

const input: FeedInput = {
  language: 'de-CH',
  feedUrl: 'https://example.ch/feed.xml',
  homeUrl: 'https://example.ch',
  title: 'Rating: Neuigkeiten',
  subtitle: 'Resultate und Medienmitteilungen',
  author: 'Forum',
  editionTitle: (year) => `Rating ${year}`,
  editionSummary: (year, reports) => `${reports} Berichte ${year}`,
  // Out of order on purpose: the feed sorts newest first.
  editions: [edition(2025, '2025-12-05T06:00'), edition(2026, '2026-12-04T06:00'), edition(2024, '2024-06-06T06:00')],
};

const parsed = () =>
  parser.parse(buildAtomFeed(input)).feed as {
    '@xml:lang': string;
    id: string;
    title: string;
    updated: string;
    link: Link[];
    entry: Entry[];
  };

describe('buildAtomFeed', () => {
  it('is an Atom feed with its id, language, links and the newest publication as its update', () => {
    const feed = parsed();
    expect(feed.id).toBe('https://example.ch/feed.xml');
    expect(feed['@xml:lang']).toBe('de-CH');
    expect(feed.title).toBe('Rating: Neuigkeiten');
    // 2026-12-04 06:00 in Zurich is 05:00 UTC (winter time).
    expect(feed.updated).toBe('2026-12-04T05:00:00.000Z');
    expect(feed.link).toEqual([
      { '@rel': 'alternate', '@href': 'https://example.ch/' },
      { '@rel': 'self', '@href': 'https://example.ch/feed.xml' },
    ]);
  });

  it('has a release and a results entry per edition, newest first, dated at the publication', () => {
    const entries = parsed().entry;
    expect(entries.map((e) => e.id)).toEqual([
      'https://example.ch/2026/presse',
      'https://example.ch/2026/gewinner',
      'https://example.ch/2025/presse',
      'https://example.ch/2025/gewinner',
      'https://example.ch/2024/presse',
      'https://example.ch/2024/gewinner',
    ]);
    expect(entries.map((e) => e.link[0]!['@href'])).toEqual(entries.map((e) => e.id));
    // Summer time in June: 06:00 in Zurich is 04:00 UTC.
    expect(entries.map((e) => e.updated)).toEqual([
      '2026-12-04T05:00:00.000Z',
      '2026-12-04T05:00:00.000Z',
      '2025-12-05T05:00:00.000Z',
      '2025-12-05T05:00:00.000Z',
      '2024-06-06T04:00:00.000Z',
      '2024-06-06T04:00:00.000Z',
    ]);
    expect(entries.map((e) => e.published)).toEqual(entries.map((e) => e.updated));
  });

  it('takes the release title and lead, and the edition texts, as plain text', () => {
    const [release, results] = parsed().entry;
    expect(text(release!.title)).toBe('Release 2026');
    // type="html": the markup characters of a plain text arrive escaped, so a reader shows them as written.
    expect(text(release!.summary)).toBe('Lead 2026 &amp; more &lt;b&gt;');
    expect(text(results!.title)).toBe('Rating 2026');
    expect(text(results!.summary)).toBe('126 Berichte 2026');
  });

  it('writes the same feed for the same content', () => {
    expect(buildAtomFeed(input)).toBe(buildAtomFeed({ ...input, editions: [...input.editions].reverse() }));
  });

  it('has no entries and a fixed date without editions', () => {
    const feed = parser.parse(buildAtomFeed({ ...input, editions: [] })).feed as { updated: string; entry?: unknown };
    expect(feed.updated).toBe('1970-01-01T00:00:00.000Z');
    expect(feed.entry).toBeUndefined();
  });
});
