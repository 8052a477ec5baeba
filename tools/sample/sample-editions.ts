/**
 * The sample's editions, oldest first, in memory (generate-sample-content.ts writes them). The
 * latest edition is latest-edition.ts's rows; the ones before it are made by going back in time:
 * who took part (participation.ts), how the scores drifted (rank-drift.ts, with the pins of
 * edition-story.ts), the rows (past-edition.ts), the awards (edition-awards.ts) and the texts
 * (edition-texts.ts, laudatio.ts). Finally the latest rows' last-year ranks are taken from the
 * edition before, so that the content check finds nothing to warn about. Seeded throughout.
 */
import { sampleThreshold, withCertificates } from './certificates';
import { formerCompanies, nameInYear } from './companies';
import { editionAwards } from './edition-awards';
import { editionStories, storyRefs } from './edition-story';
import { editionTexts } from './edition-texts';
import { latestEdition, latestYear, sampleCount, type LatestCompany } from './latest-edition';
import { editionSizes, planParticipation, type Participation } from './participation';
import { pastEditionRows, type PastCompany } from './past-edition';
import { seededRandom } from './random';
import { driftBack, ranksBy, type Scores } from './rank-drift';
import { domains, hostFor, slugify } from './row-parts';
import type { Awards } from '../../lib/content/awards-schema';
import type { EditionTexts } from '../../lib/content/edition-texts-schema';
import type { ParticipantRow } from '../../lib/content/participant-schema';
import { localeCodes, type Locale } from '../../lib/i18n/locales';

export interface SampleEdition {
  year: number;
  rows: ParticipantRow[];
  /** The certificate threshold (points out of 200) the rows' certificates follow. */
  threshold: number;
  /** A past edition's awards and texts; the latest edition's are hand-written, not generated. */
  awards?: Awards;
  texts?: Record<Locale, EditionTexts>;
}

export interface SampleOptions {
  /** Participants of the latest edition. */
  count: number;
  /** Editions written, ending with the latest. */
  editions: number;
}

export const defaultOptions: SampleOptions = { count: sampleCount, editions: 5 };

/** Share of the oldest edition's field that took part for the first time (no previous year). */
const FIRST_TIMERS = 0.08;

export function sampleEditions(options: SampleOptions = defaultOptions): SampleEdition[] {
  const latest = latestEdition(options.count);
  const years = Array.from({ length: Math.max(1, options.editions) }, (_, i) => latestYear - options.editions + 1 + i);
  if (years.length === 1) return [certified({ year: latestYear, rows: latest.rows })];

  const required = storyRefs(years);
  const participation = planParticipation({
    years,
    sizes: editionSizes(options.count, years.length, sampleCount),
    latest: latest.companies,
    formers: formerCompanies,
    requiredFrom: required,
    random: seededRandom(20220301),
  });
  const scores = scoreHistory(years, latest.companies, participation);
  const companies = companyDirectory(latest.companies, participation);
  const protectedRefs = new Set(required.keys());

  const editions: SampleEdition[] = [];
  let previous = virtualPreviousRanks(years[0] as number, participation, scores, protectedRefs);
  const seen = new Set<string>();
  for (const year of years.slice(0, -1)) {
    const refs = participation.byYear.get(year) ?? [];
    const field: PastCompany[] = refs.map((ref) => companies.inYear(ref, year));
    const { rows, threshold } = certified({
      year,
      rows: pastEditionRows({
        year,
        companies: field,
        scores: scores.get(year) as Map<string, Scores>,
        previous,
        protectedRefs,
      }),
    });
    const awards = editionAwards(rows, editionStories[year], threshold);
    const firstTime = year === years[0] ? undefined : refs.filter((ref) => !seen.has(ref)).length;
    const names = new Map(rows.map((row) => [row.ref, row.pubRef || row.company]));
    const texts = Object.fromEntries(
      localeCodes.map((locale) => [locale, editionTexts(locale, year, { firstTime, awards, names })]),
    ) as Record<Locale, EditionTexts>;
    editions.push({ year, rows, threshold, awards, texts });
    for (const ref of refs) seen.add(ref);
    previous = new Map(rows.map((row) => [row.ref, { rankVR: row.rankVR, rankDS: row.rankDS }]));
  }

  // The latest rows as always, with last year's ranks from the edition before.
  const rows = latest.rows.map((row) => {
    const before = previous.get(row.ref);
    return before ? { ...row, prevYearVR: before.rankVR, prevYearDS: before.rankDS } : row;
  });
  editions.push(certified({ year: latestYear, rows }));
  return editions;
}

/** The edition with its threshold, and the certificates set from it. */
function certified(edition: { year: number; rows: ParticipantRow[] }): SampleEdition {
  const threshold = sampleThreshold(edition.rows);
  return { ...edition, threshold, rows: withCertificates(edition.rows, threshold) };
}

/**
 * Every company's scores in every year, from the latest back to the year before the oldest
 * edition (for its last-year ranks). A company that left starts from made-up latest scores.
 */
function scoreHistory(
  years: readonly number[],
  latest: readonly LatestCompany[],
  participation: Participation,
): Map<number, Map<string, Scores>> {
  const random = seededRandom(20250601);
  const between = (min: number, max: number) => Math.round((min + random() * (max - min)) * 100) / 100;
  const start = new Map<string, Scores>(latest.map((c) => [c.ref, { vr: c.vr, ds: c.ds }]));
  for (const f of participation.formers) start.set(f.ref, { vr: between(35, 84), ds: between(30, 83) });
  const history = new Map<number, Map<string, Scores>>([[latestYear, start]]);
  for (let year = latestYear - 1; year >= (years[0] as number) - 1; year--) {
    const later = history.get(year + 1) as Map<string, Scores>;
    const pins = editionStories[year]?.pins ?? {};
    const now = new Map<string, Scores>();
    for (const [ref, scores] of later) {
      const drifted = driftBack(scores, random);
      const [vr, ds] = pins[ref] ?? [null, null];
      now.set(ref, { vr: vr ?? drifted.vr, ds: ds ?? drifted.ds });
    }
    history.set(year, now);
  }
  return history;
}

/** Names and web addresses by year: a renamed company had its old name's address. */
function companyDirectory(latest: readonly LatestCompany[], participation: Participation) {
  const known = new Map<string, { name: string; host: string }>(
    latest.map((c) => [c.ref, { name: c.company, host: c.host }]),
  );
  participation.formers.forEach((f, i) => {
    known.set(f.ref, { name: f.name, host: hostFor(slugify(f.name), domains[i % domains.length] as string) });
  });
  return {
    inYear(ref: string, year: number): PastCompany {
      const { name: latestName, host } = known.get(ref) as { name: string; host: string };
      const name = nameInYear(ref, latestName, year);
      const tld = host.split('.').at(-1) as string;
      return { ref, name, host: name === latestName ? host : hostFor(slugify(name), tld) };
    },
  };
}

/**
 * Last-year ranks for the oldest edition, whose year before is not on the site: the field ranked
 * by its scores of that year, without the companies that took part for the first time.
 */
function virtualPreviousRanks(
  year: number,
  participation: Participation,
  scores: Map<number, Map<string, Scores>>,
  protectedRefs: ReadonlySet<string>,
): Map<string, { rankVR: string; rankDS: string }> {
  const random = seededRandom(20210301);
  const before = scores.get(year - 1) as Map<string, Scores>;
  const field = (participation.byYear.get(year) ?? [])
    .filter((ref) => protectedRefs.has(ref) || random() >= FIRST_TIMERS)
    .map((ref) => ({ ref, ...(before.get(ref) as Scores) }));
  const vr = ranksBy(field, (e) => e.vr);
  const ds = ranksBy(field, (e) => e.ds);
  return new Map(field.map((e) => [e.ref, { rankVR: String(vr.get(e.ref)), rankDS: String(ds.get(e.ref)) }]));
}
