import { validDates } from '../content/__fixtures__/dates';
import { participantRow } from '../content/__fixtures__/participant';
import type { Awards } from '../content/awards-schema';
import type { EditionTexts } from '../content/edition-texts-schema';
import { ContentReport } from '../content/errors';
import type { ParticipantRow } from '../content/participant-fields';
import type { Locale } from '../i18n/locales';
import { buildEditions, type CompleteEditionFiles } from './build-editions';
import { editionMovers, moversUpTo, type Mover } from './movers';

const awards: Awards = { winnerCategories: [], specialMentions: [], certificateThreshold: 140 };
const texts = { 'de-CH': {}, 'en-GB': {} } as unknown as Record<Locale, EditionTexts>;

/** A row ranked `overall`, and in value reporting and design `vr`/`ds` (the same as overall by default). */
const row = (ref: string, overall: number | '', vr: number | '' = overall, ds: number | '' = overall, name = ref) =>
  participantRow(ref, {
    pubRef: name,
    rankOverall: String(overall),
    rankVR: String(vr),
    rankDS: String(ds),
  });

function edition(year: number, rows: ParticipantRow[]): CompleteEditionFiles {
  const refs = new Set(rows.map((r) => r.ref));
  return { year, rows, refs, rowCount: rows.length, awards, dates: validDates(year), texts };
}

/** The built editions by year, previous ranks resolved as the pages read them. */
function built(...editions: CompleteEditionFiles[]) {
  const list = buildEditions(editions, (year) => `${year}/ranking.json`, new ContentReport());
  return new Map(list.map((e) => [e.year, e]));
}

describe('editionMovers', () => {
  it('lists the largest moves up per rank, with both ranks, largest first', () => {
    const editions = built(
      edition(2025, [row('a', 1), row('b', 2), row('c', 3), row('d', 4, 4, 1)]),
      edition(2026, [row('d', 1, 3, 4), row('a', 2), row('c', 3, 1, 2), row('b', 4)]),
    );
    const movers = editions.get(2026)?.movers;
    expect(movers?.byKind.overall).toEqual([{ ref: 'd', name: 'd', previous: 4, current: 1, by: 3 }]);
    expect(movers?.byKind.valueReporting).toEqual([
      { ref: 'c', name: 'c', previous: 3, current: 1, by: 2 },
      { ref: 'd', name: 'd', previous: 4, current: 3, by: 1 },
    ]);
    expect(movers?.byKind.design).toEqual([{ ref: 'c', name: 'c', previous: 3, current: 2, by: 1 }]);
  });

  it('has none for the first edition: there is nothing to move against', () => {
    expect(built(edition(2026, [row('a', 1)])).get(2026)?.movers).toBeUndefined();
  });

  it('breaks a tie by the better rank now, then the name, and lists a tie at the cut whole', () => {
    const before = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((ref, i) => row(ref, i + 1));
    // e, f, g and h each gain 4 places; the list names 2 and takes in the whole tie.
    const now = [
      row('e', 1),
      row('f', 2),
      row('g', 3),
      row('h', 4),
      row('a', 5),
      row('b', 6),
      row('c', 7),
      row('d', 8),
    ];
    const overall = (editions: ReturnType<typeof built>) =>
      editionMovers(editions.get(2026)?.participants ?? [], 2).byKind.overall.map((m) => [m.ref, m.by]);
    expect(overall(built(edition(2025, before), edition(2026, now)))).toEqual([
      ['e', 4],
      ['f', 4],
      ['g', 4],
      ['h', 4],
    ]);
    // Two sharing place 1, both up 2: by name.
    const shared = built(
      edition(2025, [row('x', 1), row('y', 2), row('zeta', 3), row('alpha', 3)]),
      edition(2026, [row('zeta', 1), row('alpha', 1), row('x', 3), row('y', 4)]),
    );
    expect(overall(shared)).toEqual([
      ['alpha', 2],
      ['zeta', 2],
    ]);
  });

  it('leaves newcomers out and counts them, also a company back after a missed year', () => {
    const editions = built(
      edition(2024, [row('back', 9), row('a', 1)]),
      edition(2025, [row('a', 5), row('b', 6)]),
      edition(2026, [row('back', 1), row('new', 2), row('a', 3), row('b', 4)]),
    );
    const movers = editions.get(2026)?.movers;
    expect(movers?.byKind.overall.map((m) => m.ref)).toEqual(['a', 'b']);
    expect(movers?.newcomers).toBe(2);
  });

  it('leaves out a company not ranked in a category then, and counts it as new overall', () => {
    const editions = built(
      edition(2025, [row('a', '', 3, ''), row('b', 1)]),
      edition(2026, [row('a', 1), row('b', 2)]),
    );
    const movers = editions.get(2026)?.movers;
    expect(movers?.byKind.overall).toEqual([]);
    expect(movers?.byKind.valueReporting.map((m) => [m.ref, m.by])).toEqual([['a', 2]]);
    expect(movers?.newcomers).toBe(1);
  });

  it('follows a renamed company by its ref and names it as it is called now', () => {
    const editions = built(
      edition(2025, [row('other', 1), row('dufry', 2, 2, 2, 'Dufry AG')]),
      edition(2026, [row('dufry', 1, 1, 1, 'Avolta AG'), row('other', 2)]),
    );
    expect(editions.get(2026)?.movers?.byKind.overall).toEqual([
      { ref: 'dufry', name: 'Avolta AG', previous: 2, current: 1, by: 1 },
    ]);
  });

  it('has none after a year the programme skipped: the edition before is not on the site', () => {
    const editions = built(edition(2024, [row('a', 2), row('b', 1)]), edition(2026, [row('a', 1), row('b', 2)]));
    expect(editions.get(2026)?.movers).toBeUndefined();
  });
});

describe('moversUpTo', () => {
  const mover = (ref: string, by: number): Mover => ({ ref, name: ref, previous: 10 + by, current: 10, by });
  const list = [mover('a', 9), mover('b', 7), mover('c', 7), mover('d', 4), mover('e', 4), mover('f', 2)];
  const refs = (movers: readonly Mover[]) => movers.map((m) => m.ref);

  it('keeps the whole list without a limit, or when it is no longer than the limit', () => {
    expect(refs(moversUpTo(list))).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(refs(moversUpTo(list, 6))).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(refs(moversUpTo(list, 10))).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });

  it('cuts after the limit but keeps a tie at the cut whole', () => {
    expect(refs(moversUpTo(list, 1))).toEqual(['a']);
    expect(refs(moversUpTo(list, 2))).toEqual(['a', 'b', 'c']);
    expect(refs(moversUpTo(list, 3))).toEqual(['a', 'b', 'c']);
    expect(refs(moversUpTo(list, 4))).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(refs(moversUpTo(list, 5))).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('lists nobody for a limit of none', () => {
    expect(moversUpTo(list, 0)).toEqual([]);
  });
});
