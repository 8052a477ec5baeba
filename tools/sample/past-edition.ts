/**
 * The rows of one past edition: ranks by totals (as the latest edition's), last year's ranks as
 * the edition before gave them, and the same kinds of edge cases as the latest edition, on other
 * companies each year: reports not rated for value reporting (empty rank) or design (999), a few
 * ranked separately ('*'), an empty url with a website, URLs without scheme, online set and not,
 * newcomers without a previous year. The certificates follow from the edition's threshold
 * (certificates.ts).
 */
import { seededRandom } from './random';
import { ranksBy, type Scores } from './rank-drift';
import { decimal, designDetail, makeRow, byCompany } from './row-parts';
import type { ParticipantRow } from '../../lib/content/participant-schema';

export interface PastCompany {
  ref: string;
  /** Its name that year. */
  name: string;
  /** Its web address that year. */
  host: string;
}

export interface PastEditionInput {
  year: number;
  /** The field, in a stable order (positions place the edge cases). */
  companies: readonly PastCompany[];
  scores: ReadonlyMap<string, Scores>;
  /** Last year's ranks (rankVR, rankDS) of the companies that took part last year. */
  previous: ReadonlyMap<string, { rankVR: string; rankDS: string }>;
  /** Refs the edition's story needs with real ranks: never an edge case. */
  protectedRefs: ReadonlySet<string>;
}

export function pastEditionRows(input: PastEditionInput): ParticipantRow[] {
  const { year, companies, scores, previous, protectedRefs } = input;
  // A stream per year: an edition's rows do not change when another edition's do.
  const random = seededRandom(7_300_000 + year);
  const between = (min: number, max: number) => min + random() * (max - min);
  const n = companies.length;

  // Edge cases: about as many as in the latest edition, on companies drawn for this year.
  const eligible = companies.map((c) => c.ref).filter((ref) => !protectedRefs.has(ref));
  for (let i = eligible.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [eligible[i], eligible[j]] = [eligible[j] as string, eligible[i] as string];
  }
  const take = (share: number) => new Set(eligible.splice(0, Math.max(1, Math.round(n * share))));
  const notInDesign = take(1 / 41); // rankDS 999
  const notInVr = take(1 / 53); // rankVR empty
  const horsConcours = take(1 / 67); // ranks '*'

  const entries = companies.map((c) => {
    const s = scores.get(c.ref) as Scores;
    return { ...c, vr: notInVr.has(c.ref) ? null : s.vr, ds: notInDesign.has(c.ref) ? null : s.ds };
  });
  const ranked = entries.filter((e) => !horsConcours.has(e.ref));
  const rankVR = ranksBy(ranked, (e) => e.vr);
  const rankDS = ranksBy(ranked, (e) => e.ds);
  const rankOverall = ranksBy(ranked, (e) => (e.vr === null || e.ds === null ? null : e.vr + e.ds));

  const rows = entries.map((e, k) => {
    const hc = horsConcours.has(e.ref);
    const rank = (map: Map<string, number>, present: boolean, missing: string) =>
      hc ? '*' : present ? String(map.get(e.ref) ?? '') : missing;
    const detail = designDetail(e.ds, between);
    const { host } = e;
    const url = k % 17 === 5 ? '' : k % 23 === 9 ? host : `https://${host}`;
    const website = k % 17 === 5 ? `https://${host}` : '';
    const before = previous.get(e.ref);
    return makeRow({
      id: String((year % 100) * 10000 + 100 + k),
      ref: e.ref,
      company: e.name,
      url,
      website,
      online: random() < 0.35 ? '1' : '',
      rankVR: rank(rankVR, e.vr !== null, ''),
      rankDS: rank(rankDS, e.ds !== null, '999'),
      rankOverall: rank(rankOverall, e.vr !== null && e.ds !== null, e.ds === null ? '999' : ''),
      totalVR: e.vr === null ? '' : decimal(e.vr),
      totalDS: e.ds === null ? '' : decimal(e.ds),
      prevYearVR: before?.rankVR ?? '',
      prevYearDS: before?.rankDS ?? '',
      detail,
      certificate: '', // set from the edition's threshold (certificates.ts)
    });
  });
  return rows.sort(byCompany);
}
