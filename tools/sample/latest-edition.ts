/**
 * The latest edition's rows (2026), exactly as the sample has always written them: seeded, so the
 * same 199 rows on every run (only prevYearVR/prevYearDS are rewritten afterwards, from the
 * edition before, when the history is written too: sample-editions.ts).
 *
 * The awards in content/editions/2026/awards.json get ranks that fit them; the rest covers the
 * edge cases on purpose: empty ranks, 999, '*' ranks, decimal commas, an empty url with a
 * website, URLs without scheme, online set and not, new participants without a previous year
 * (the certificates follow from the edition's threshold: certificates.ts). Also hands the history what it needs to go back in time: each company's scores
 * before the edge cases blanked them, its web address, and whether it is new this year.
 */
import { seededRandom } from './random';
import { awardCompanies, otherCompanies } from './companies';
import { ranksBy } from './rank-drift';
import { decimal, designDetail, domains, hostFor, makeRow, slugify, byCompany } from './row-parts';
import type { ParticipantRow } from '../../lib/content/participant-schema';

export const latestYear = 2026;
/** Every sample company once: the default --count. */
export const sampleCount = Object.keys(awardCompanies).length + otherCompanies.length;

/** The latest edition's newcomers (no previous year), by their place in the generator's order. */
export const isNewInLatest = (index: number) => index % 13 === 4;

export interface LatestCompany {
  ref: string;
  company: string;
  /** Place in the generator's order (award companies first). */
  index: number;
  /** The scores, also where the row leaves them empty (the report was not rated in that part). */
  vr: number;
  ds: number;
  isNew: boolean;
  host: string;
}

interface Draft {
  ref: string;
  company: string;
  vr: number | null;
  ds: number | null;
}

// Award winners get scores that put them where content/editions/2026/awards.json says.
const fixedScores: Record<string, [number, number]> = {
  sika: [88, 86],
  geberit: [86, 85],
  swisscom: [85.5, 84.5],
  'ubs-group': [92, 70],
  clariant: [91, 68],
  sgs: [90, 66],
  'migros-konzern': [70, 90],
  'avolta-ag': [65, 89],
  'zrcher-kantonalbank': [68, 88],
  'die-schweizerische-post-ag': [83, 83],
  'swiss-prime-site': [82.5, 82],
  bucher: [84, 61],
  swica: [58, 83.25],
};

export function latestEdition(count: number): { rows: ParticipantRow[]; companies: LatestCompany[] } {
  // Seeded, so every run writes the same sample; the order of the draws below is part of it.
  const random = seededRandom(20261121);
  const between = (min: number, max: number) => min + random() * (max - min);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)] as T;

  const drafts: Draft[] = Object.entries(awardCompanies).map(([ref, company]) => {
    const [vr, ds] = fixedScores[ref] ?? [60, 60];
    return { ref, company, vr, ds };
  });
  const used = new Set(drafts.map((d) => d.ref));
  for (let i = 0; drafts.length < count; i++) {
    const base = otherCompanies[i % otherCompanies.length] as string;
    const round = Math.floor(i / otherCompanies.length);
    const company = round === 0 ? base : `${base} ${round + 1}`;
    let ref = slugify(company);
    while (used.has(ref)) ref += '-x';
    used.add(ref);
    drafts.push({ ref, company, vr: Number(between(35, 84).toFixed(2)), ds: Number(between(30, 83).toFixed(2)) });
  }
  const scores = drafts.map((d) => ({ vr: d.vr as number, ds: d.ds as number }));

  // Edge cases, on fixed positions among the non-award participants.
  const others = drafts.slice(Object.keys(awardCompanies).length);
  const notInDesign = new Set(others.filter((_, i) => i % 41 === 7).map((d) => d.ref)); // rankDS 999
  const notInVr = new Set(others.filter((_, i) => i % 53 === 11).map((d) => d.ref)); // rankVR empty
  const horsConcours = new Set(others.filter((_, i) => i % 67 === 19).map((d) => d.ref)); // ranks '*'
  for (const d of drafts) {
    if (notInDesign.has(d.ref)) d.ds = null;
    if (notInVr.has(d.ref)) d.vr = null;
  }

  // As the published method ranks: by total, equal totals sharing a rank ('*' rows apart).
  const ranks = (score: (d: Draft) => number | null) =>
    ranksBy(
      drafts.filter((d) => !horsConcours.has(d.ref)),
      score,
    );
  const rankVR = ranks((d) => d.vr);
  const rankDS = ranks((d) => d.ds);
  const rankOverall = ranks((d) => (d.vr === null || d.ds === null ? null : d.vr + d.ds));

  const hosts: string[] = [];
  const rows: ParticipantRow[] = drafts.map((d, index) => {
    const hc = horsConcours.has(d.ref);
    const rank = (map: Map<string, number>, present: boolean, missing: string) =>
      hc ? '*' : present ? String(map.get(d.ref) ?? '') : missing;
    const overall = rank(rankOverall, d.vr !== null && d.ds !== null, d.ds === null ? '999' : '');
    const detail = designDetail(d.ds, between);
    const host = hostFor(d.ref, pick(domains));
    hosts.push(host);
    // Every 17th: no url but a website (the alternate source column); every 23rd: no scheme.
    const url = index % 17 === 5 ? '' : index % 23 === 9 ? host : `https://${host}`;
    const website = index % 17 === 5 ? `https://${host}` : '';
    // Plausible last-year ranks; replaced from the edition before when it is written too.
    const previous = (map: Map<string, number>) => {
      const now = map.get(d.ref);
      if (isNewInLatest(index) || now === undefined) return ''; // new this year, or unranked
      return String(Math.max(1, now + Math.round(between(-12, 12))));
    };
    return makeRow({
      id: String(4100 + index),
      ref: d.ref,
      company: d.company,
      url,
      website,
      online: index % 3 === 0 ? '1' : '',
      rankVR: rank(rankVR, d.vr !== null, ''),
      rankDS: rank(rankDS, d.ds !== null, '999'),
      rankOverall: overall,
      totalVR: d.vr === null ? '' : decimal(d.vr),
      totalDS: d.ds === null ? '' : decimal(d.ds),
      prevYearVR: previous(rankVR),
      prevYearDS: previous(rankDS),
      detail,
      certificate: '', // set from the edition's threshold (certificates.ts)
    });
  });

  const companies = drafts.map((d, index) => ({
    ref: d.ref,
    company: d.company,
    index,
    vr: scores[index]?.vr as number,
    ds: scores[index]?.ds as number,
    isNew: isNewInLatest(index),
    host: hosts[index] as string,
  }));
  return { rows: rows.sort(byCompany), companies };
}
