import { winnerCategoryKeys, type Awards, type WinnerCategoryKey } from '../content/awards-schema';
import type { Participant } from '../content/participant';
import { participantPath } from '../routes';

/**
 * The table of honour (/bestenliste): who has been best over the years, from every edition on the
 * site up to the current one (docs/behaviour.md#table-of-honour). One entry per company that was
 * ranked overall in at least one of them, followed by its ref (which survives a rename).
 *
 * - Podium places: the jury's winners of awards.json, per category; the winners' order is 1st,
 *   2nd, 3rd, and only those three count.
 * - Best-12 finishes: the editions with an overall rank of 12 or better.
 * - Current streak: the editions in a row, ending with the current one, with an overall rank of
 *   12 or better; 0 when the company is not among the best 12 of the current edition.
 * - Five-edition index: the weighted mean of the overall ranks of the five newest editions up to
 *   the current one (weights 5, 4, 3, 2, 1, the current edition weighing most); a year without an
 *   overall place (not taken part, not ranked, or ranked separately) counts as the place after
 *   the edition's last: its number of companies ranked overall plus one. Lower is better.
 * - Default order: first places in the overall category, then all podium places, then best-12
 *   finishes (each more first), then the index (lower first); companies equal in all four share
 *   a place and are listed by name.
 */

/** The best how many count as a top finish. */
export const HONOUR_TOP = 12;
/** The index's weights, the current edition's first. */
export const INDEX_WEIGHTS = [5, 4, 3, 2, 1] as const;
/** The podium places that count: 1st, 2nd and 3rd. */
const PODIUM_PLACES = 3;

/** How often a company was 1st, 2nd and 3rd in one category. */
export type PodiumCounts = readonly [first: number, second: number, third: number];

export interface HonourEntry {
  ref: string;
  /** The name of the newest edition it took part in. */
  name: string;
  /** Its other names, newest first (a renamed company keeps its ref). */
  formerNames: string[];
  /** Its place in the default order; companies equal in every key share one. */
  place: number;
  podium: Readonly<Record<WinnerCategoryKey, PodiumCounts>>;
  /** Podium places over all categories. */
  podiumTotal: number;
  /** The years with an overall rank of HONOUR_TOP or better, newest first. */
  best12Years: number[];
  streak: number;
  /** The five-edition index, unrounded. */
  index: number;
  /** Its history: the page of the newest edition it took part in, at the history section (locale-neutral). */
  path: string;
}

/** One edition of the index: its year, weight and the place a year without an overall place counts as. */
export interface IndexYear {
  year: number;
  weight: number;
  missingPlace: number;
}

export interface HonourTable {
  /** In the default order. */
  entries: HonourEntry[];
  currentYear: number;
  /** The editions on the site up to the current one, newest first. */
  years: number[];
  /** The editions the index weighs, newest first. */
  indexYears: IndexYear[];
}

/** What the table reads of an edition. */
export interface HonourEdition {
  year: number;
  participants: readonly Pick<Participant, 'ref' | 'name' | 'rankOverall'>[];
  awards: Pick<Awards, 'winnerCategories'>;
}

const collator = new Intl.Collator('de-CH', { sensitivity: 'accent', numeric: true });
const overallPlace = (rank: Participant['rankOverall']) => (typeof rank === 'number' ? rank : null);

export function honourTable(editions: readonly HonourEdition[], currentYear: number): HonourTable {
  const shown = editions.filter((e) => e.year <= currentYear).sort((a, b) => b.year - a.year);
  const placesOf = shown.map((edition) => ({
    year: edition.year,
    places: new Map(edition.participants.map((p) => [p.ref, overallPlace(p.rankOverall)])),
    ranked: edition.participants.filter((p) => overallPlace(p.rankOverall) !== null).length,
  }));
  const indexYears = placesOf
    .slice(0, INDEX_WEIGHTS.length)
    .map(({ year, ranked }, i) => ({ year, weight: INDEX_WEIGHTS[i] ?? 0, missingPlace: ranked + 1 }));
  const weightSum = indexYears.reduce((sum, y) => sum + y.weight, 0);

  // Names and pages from the newest edition a ref took part in; a ref counts once ranked overall.
  const names = new Map<string, { names: string[]; year: number }>();
  const placed = new Set<string>();
  for (const edition of shown)
    for (const { ref, name, rankOverall } of edition.participants) {
      const known = names.get(ref) ?? { names: [], year: edition.year };
      names.set(ref, known);
      const trimmed = name.trim().normalize('NFC');
      if (!known.names.includes(trimmed)) known.names.push(trimmed);
      if (overallPlace(rankOverall) !== null) placed.add(ref);
    }

  const podiums = new Map<string, Record<WinnerCategoryKey, number[]>>();
  for (const edition of shown)
    for (const { key, winners } of edition.awards.winnerCategories)
      winners.slice(0, PODIUM_PLACES).forEach((ref, position) => {
        const counts =
          podiums.get(ref) ??
          (Object.fromEntries(winnerCategoryKeys.map((k) => [k, [0, 0, 0]])) as Record<WinnerCategoryKey, number[]>);
        podiums.set(ref, counts);
        counts[key][position] = (counts[key][position] ?? 0) + 1;
      });

  const entries = [...placed].map((ref) => {
    const places = placesOf.map((e) => ({ year: e.year, place: e.places.get(ref) ?? null }));
    const isTop = (place: number | null) => place !== null && place <= HONOUR_TOP;
    const firstMiss = places.findIndex(({ place }) => !isTop(place));
    const index =
      indexYears.reduce((sum, { weight, missingPlace }, i) => sum + weight * (places[i]?.place ?? missingPlace), 0) /
      weightSum;
    const podium = (podiums.get(ref) ??
      Object.fromEntries(winnerCategoryKeys.map((k) => [k, [0, 0, 0]]))) as unknown as Record<
      WinnerCategoryKey,
      PodiumCounts
    >;
    const [name = ref, ...formerNames] = names.get(ref)?.names ?? [];
    const newestYear = names.get(ref)?.year ?? currentYear;
    return {
      ref,
      name,
      formerNames,
      place: 0,
      podium,
      podiumTotal: winnerCategoryKeys.reduce((sum, k) => sum + podium[k][0] + podium[k][1] + podium[k][2], 0),
      best12Years: places.filter(({ place }) => isTop(place)).map(({ year }) => year),
      // The streak counts back from the current edition, which is the newest shown.
      streak: shown[0]?.year === currentYear ? (firstMiss === -1 ? places.length : firstMiss) : 0,
      index,
      path: `${participantPath(ref, undefined, newestYear === currentYear ? undefined : newestYear)}#history`,
    } satisfies HonourEntry;
  });

  entries.sort((a, b) => compareDefault(a, b) || collator.compare(a.name, b.name) || (a.ref < b.ref ? -1 : 1));
  entries.forEach((entry, i) => {
    const before = entries[i - 1];
    entry.place = before && compareDefault(before, entry) === 0 ? before.place : i + 1;
  });
  return { entries, currentYear, years: shown.map((e) => e.year), indexYears };
}

/** The default order's keys, without the name: 0 when two companies share a place. */
function compareDefault(a: HonourEntry, b: HonourEntry): number {
  return (
    b.podium.overall[0] - a.podium.overall[0] ||
    b.podiumTotal - a.podiumTotal ||
    b.best12Years.length - a.best12Years.length ||
    a.index - b.index
  );
}

const memo = new WeakMap<object, HonourTable>();

/**
 * The table of the loaded content, computed once per loaded content (once per build; again in
 * development, where every load reads the content anew).
 */
export function honourOf(content: { editions: readonly HonourEdition[]; current: { year: number } }): HonourTable {
  let table = memo.get(content.editions);
  if (table?.currentYear !== content.current.year)
    memo.set(content.editions, (table = honourTable(content.editions, content.current.year)));
  return table;
}
