/** @jest-environment node */
import { validEditionTexts } from '../content/__fixtures__/content';
import { validDates } from '../content/__fixtures__/dates';
import { participantRow } from '../content/__fixtures__/participant';
import type { Awards } from '../content/awards-schema';
import type { EditionTexts } from '../content/edition-texts-schema';
import { ContentReport } from '../content/errors';
import type { ParticipantRow } from '../content/participant-fields';
import type { Locale } from '../i18n/locales';
import { archiveEditions } from './archive';
import { buildEditions } from './build-editions';

/** The edition's texts, with the two lines the archive reads made recognisable. */
function texts(year: number): Record<Locale, EditionTexts> {
  const of = (label: 'de' | 'en') => {
    const t = validEditionTexts(label) as unknown as EditionTexts;
    t.pages.home.intro.subTitle = `${label} summary ${year}`;
    t.awards.categories.overall.title = `${label} overall ${year}`;
    t.awards.categories.design.title = `${label} design ${year}`;
    return t;
  };
  return { 'de-CH': of('de'), 'en-GB': of('en') };
}

function edition(year: number, rows: ParticipantRow[], awards: Awards) {
  const refs = new Set(rows.map((r) => r.ref));
  return { year, rows, refs, rowCount: rows.length, awards, dates: validDates(year), texts: texts(year) };
}

const people = ['a', 'b', 'c', 'd', 'e'].map((ref) => participantRow(ref, { pubRef: `Pub ${ref.toUpperCase()}` }));
const editions = buildEditions(
  [
    edition(2026, people, {
      winnerCategories: [
        { key: 'overall', winners: ['a', 'b', 'c'] },
        { key: 'valueReporting', winners: ['a', 'b', 'c', 'd'] },
        { key: 'design', winners: ['e'] },
        { key: 'text', winners: ['b'] },
      ],
      specialMentions: [],
      certificateThreshold: 140,
    }),
    edition(2025, people.slice(0, 2), {
      winnerCategories: [
        { key: 'overall', winners: ['b', 'a'] },
        { key: 'valueReporting', winners: ['a'] },
        { key: 'design', winners: ['b', 'ghost'] },
        { key: 'text', winners: ['a'] },
      ],
      specialMentions: [],
      certificateThreshold: 140,
    }),
  ],
  (year) => `content/editions/${year}/ranking.json`,
  new ContentReport(),
);

describe('archiveEditions', () => {
  const [current, archived] = archiveEditions('en-GB', editions, 2026);

  it('lists every edition, newest first, marking the current one', () => {
    expect(archiveEditions('en-GB', editions, 2026).map((e) => [e.year, e.current])).toEqual([
      [2026, true],
      [2025, false],
    ]);
    expect(archiveEditions('en-GB', editions, 2025).map((e) => [e.year, e.current])).toEqual([
      [2026, false],
      [2025, true],
    ]);
  });

  it('gives each edition its own line, in the locale, and its number of reports', () => {
    expect([current?.summary, current?.reportCount]).toEqual(['en summary 2026', 5]);
    expect([archived?.summary, archived?.reportCount]).toEqual(['en summary 2025', 2]);
    expect(archiveEditions('de-CH', editions, 2026)[1]?.summary).toBe('de summary 2025');
  });

  it('links the current edition’s pages at the spec’s paths and an archived one’s under its year', () => {
    expect(current?.links).toEqual({
      ranking: '/en/rangliste',
      winners: '/en/gewinner',
      specialMention: '/en/special-mention',
    });
    expect(archived?.links).toEqual({
      ranking: '/en/2025/rangliste',
      winners: '/en/2025/gewinner',
      specialMention: '/en/2025/special-mention',
    });
    expect(archiveEditions('de-CH', editions, 2026)[1]?.links.ranking).toBe('/2025/rangliste');
  });

  it('lists each category’s winners with the edition’s titles, their names and places', () => {
    expect(current?.categories.map((c) => [c.key, c.title])).toEqual([
      ['overall', 'en overall 2026'],
      ['valueReporting', expect.any(String)],
      ['design', 'en design 2026'],
      ['text', expect.any(String)],
    ]);
    expect(current?.categories[0]?.winners.map((w) => [w.name, w.place])).toEqual([
      ['Pub A', 1],
      ['Pub B', 2],
      ['Pub C', 3],
    ]);
    // Four winners share second place.
    expect(current?.categories[1]?.winners.map((w) => w.place)).toEqual([1, 2, 2, 3]);
  });

  it('links each winner to its page in that edition, keeping the category', () => {
    expect(current?.categories[2]?.winners[0]?.href).toBe('/en/teilnehmer/e?category=2');
    expect(archived?.categories[0]?.winners.map((w) => w.href)).toEqual([
      '/en/2025/teilnehmer/b?category=0',
      '/en/2025/teilnehmer/a?category=0',
    ]);
  });

  it('shows a winner without a participant by its ref', () => {
    expect(archived?.categories[2]?.winners.map((w) => w.name)).toEqual(['Pub B', 'ghost']);
  });
});
