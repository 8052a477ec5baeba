/**
 * Who takes part in which edition. The plan goes back from the latest edition's field: each year
 * before, the companies that joined the year after drop out and the companies that left after
 * that year come in, so that the field grows over the years (by default about 150, 165, 180, 190
 * and then the latest 199). Fixed on purpose: the latest edition's newcomers, the companies that
 * left (companies.ts), a few that skipped a year (in before and after, absent in between), and
 * the companies an edition's story needs (its winners) stay in from the year they are needed.
 * Which other companies joined when is drawn with the history's seeded random.
 */
import { slugify } from './row-parts';

/** Participants per edition, oldest first. */
export function editionSizes(count: number, editions: number, sampleCount: number): number[] {
  // The sample's own growth; a synthetic field (load tests) stays about the same size each year.
  const sampleShares = [199, 190, 180, 165, 150].map((n) => n / 199);
  const share = (back: number) =>
    count === sampleCount
      ? (sampleShares[back] ?? (sampleShares.at(-1) as number) * 0.92 ** (back - sampleShares.length + 1))
      : Math.max(0.5, 1 - 0.03 * back);
  return Array.from({ length: editions }, (_, i) => Math.round(count * share(editions - 1 - i)));
}

export interface LatestEntry {
  ref: string;
  /** Place in the latest field's order. */
  index: number;
  /** New in the latest edition: in no edition before. */
  isNew: boolean;
}

export interface FormerEntry {
  name: string;
  from: number;
  to: number;
}

export interface ParticipationInput {
  /** Oldest first; the last is the latest edition. */
  years: readonly number[];
  /** Target participants per year, in the order of `years`. */
  sizes: readonly number[];
  latest: readonly LatestEntry[];
  formers: readonly FormerEntry[];
  /** Refs that must take part from the given year on (the winners an edition's story names). */
  requiredFrom: ReadonlyMap<string, number>;
  random: () => number;
}

export interface FormerCompany {
  ref: string;
  name: string;
}

export interface Participation {
  /** Refs per year: the latest field's order, then the former companies'. */
  byYear: Map<number, string[]>;
  /** Companies of earlier editions only, in the order they were planned. */
  formers: FormerCompany[];
  /** Companies that skipped a year, with that year. */
  gaps: Map<string, number>;
}

/** Latest companies that skip the year two before the latest (present before and after it). */
const skipsAYear = (entry: LatestEntry) => !entry.isNew && entry.index % 61 === 25;

export function planParticipation(input: ParticipationInput): Participation {
  const { years, sizes, latest, requiredFrom, random } = input;
  const latestYear = years.at(-1) as number;
  const firstYear = years[0] as number;
  const taken = new Set(latest.map((e) => e.ref));
  const uniqueRef = (name: string) => {
    let ref = slugify(name);
    while (taken.has(ref)) ref += '-x';
    taken.add(ref);
    return ref;
  };

  // Former companies whose years reach into the editions written, with a ref each.
  const formers: (FormerCompany & { from: number; to: number })[] = input.formers
    .filter((f) => f.to >= firstYear && f.to < latestYear)
    .map((f) => ({ ref: uniqueRef(f.name), name: f.name, from: Math.max(f.from, firstYear), to: f.to }));
  let madeUp = 0;
  /** A further former company for a synthetic field: a listed name with a number. */
  const another = (to: number) => {
    const base = input.formers[madeUp % input.formers.length]?.name ?? 'Sample Company';
    const name = `${base} ${Math.floor(madeUp / Math.max(1, input.formers.length)) + 2}`;
    madeUp++;
    const former = { ref: uniqueRef(name), name, from: firstYear, to };
    formers.push(former);
    return former;
  };

  const gaps = new Map<string, number>();
  if (years.length >= 4) {
    for (const entry of latest) {
      if (skipsAYear(entry) && !requiredFrom.has(entry.ref)) gaps.set(entry.ref, latestYear - 2);
    }
  }

  const order = new Map<string, number>(latest.map((e, i) => [e.ref, i]));
  const byYear = new Map<number, string[]>();
  let present = new Set(latest.map((e) => e.ref));
  byYear.set(latestYear, [...present]);

  for (let i = years.length - 2; i >= 0; i--) {
    const year = years[i] as number;
    const size = sizes[i] as number;
    const next = year + 1;
    // Absent this year although present the year after: newcomers of the latest edition, former
    // companies that joined the year after, and the companies that skip this year.
    const out = new Set<string>();
    if (next === latestYear) for (const e of latest) if (e.isNew) out.add(e.ref);
    for (const f of formers) if (f.from === next) out.add(f.ref);
    for (const [ref, gap] of gaps) if (gap === year) out.add(ref);
    // Present this year although absent the year after: former companies whose last edition
    // this is, and the ones that skip the year after.
    const back = new Set<string>();
    for (const f of formers) if (f.to === year) back.add(f.ref);
    for (const [ref, gap] of gaps) if (gap === next) back.add(ref);

    let extra = present.size - [...out].filter((ref) => present.has(ref)).length + back.size - size;
    if (extra < 0) {
      // A synthetic field needs more companies than ever left: more former companies.
      for (; extra < 0; extra++) back.add(another(year).ref);
    }
    // The rest of the difference: companies of the latest field that joined the year after. Not
    // in the latest edition itself: its rows say who is new there (they have no previous year).
    const candidates =
      next === latestYear
        ? []
        : [...present].filter(
            (ref) =>
              order.has(ref) &&
              !out.has(ref) &&
              !gaps.has(ref) &&
              !(latest[order.get(ref) as number]?.isNew ?? false) &&
              (requiredFrom.get(ref) ?? Infinity) > year,
          );
    for (let k = 0; k < candidates.length && extra > 0; k++, extra--) {
      const j = k + Math.floor(random() * (candidates.length - k));
      [candidates[k], candidates[j]] = [candidates[j] as string, candidates[k] as string];
      out.add(candidates[k] as string);
    }
    // A small synthetic field cannot lose enough of its own: fewer former companies instead.
    for (const ref of [...back].reverse()) {
      if (extra <= 0) break;
      if (gaps.has(ref)) continue;
      back.delete(ref);
      extra--;
    }

    present = new Set([...present].filter((ref) => !out.has(ref)));
    for (const ref of back) present.add(ref);
    byYear.set(year, [...present]);
  }

  // A stable order: the latest field's, then the former companies' in the order planned.
  const formerOrder = new Map(formers.map((f, i) => [f.ref, latest.length + i]));
  const rank = (ref: string) => order.get(ref) ?? formerOrder.get(ref) ?? Infinity;
  for (const [year, refs] of byYear)
    byYear.set(
      year,
      refs.sort((a, b) => rank(a) - rank(b)),
    );
  const appearing = new Set([...byYear.values()].flat());
  const planned = formers.filter((f) => appearing.has(f.ref)).map(({ ref, name }) => ({ ref, name }));
  return { byYear, formers: planned, gaps };
}
