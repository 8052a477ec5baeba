/**
 * npm run content:sample — writes the SAMPLE ranking: content/ranking.json and one file per
 * participant in content/participants/ (or under CONTENT_DIR). Deterministic (seeded), so the
 * output only changes when this script does. Real company names, invented results.
 *
 * The awards in content/awards.json get ranks that fit them; the rest covers the edge cases on
 * purpose: empty ranks, 999, '*' ranks, decimal commas, an empty url with a website, URLs
 * without scheme, online set and not, certificates, new participants without a previous year.
 *
 * Options: --count N (default: every sample company, about 200; more repeats names with a
 * suffix, for load tests), --out DIR (default: the content folder).
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { seededRandom } from './random';
import { awardCompanies, otherCompanies } from './companies';
import type { Participant } from '../../lib/content/participant-schema';

const usage = 'usage: npm run content:sample -- [--count N] [--out DIR]';
let options: { count?: string; out?: string };
try {
  ({ values: options } = parseArgs({ options: { count: { type: 'string' }, out: { type: 'string' } } }));
} catch (error) {
  console.error(`${(error as Error).message}\n${usage}`);
  process.exit(1);
}
const outDir = path.resolve(options.out ?? (process.env.CONTENT_DIR || 'content'));
const count = Number(options.count ?? Object.keys(awardCompanies).length + otherCompanies.length);

// Seeded, so every run writes the same sample.
const random = seededRandom(20261121);
const between = (min: number, max: number) => min + random() * (max - min);
const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)] as T;

export function slugify(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Decimal comma with two places, as the rating team's export writes them. */
const decimal = (value: number) => value.toFixed(2).replace('.', ',');

interface Draft {
  ref: string;
  company: string;
  vr: number | null;
  ds: number | null;
}

// Award winners get scores that put them where content/awards.json says.
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

// Edge cases, on fixed positions among the non-award participants.
const others = drafts.slice(Object.keys(awardCompanies).length);
const notInDesign = new Set(others.filter((_, i) => i % 41 === 7).map((d) => d.ref)); // rankDS 999
const notInVr = new Set(others.filter((_, i) => i % 53 === 11).map((d) => d.ref)); // rankVR empty
const horsConcours = new Set(others.filter((_, i) => i % 67 === 19).map((d) => d.ref)); // ranks '*'
for (const d of drafts) {
  if (notInDesign.has(d.ref)) d.ds = null;
  if (notInVr.has(d.ref)) d.vr = null;
}

function ranks(score: (d: Draft) => number | null): Map<string, number> {
  const ranked = drafts
    .filter((d) => score(d) !== null && !horsConcours.has(d.ref))
    .sort((a, b) => (score(b) as number) - (score(a) as number));
  return new Map(ranked.map((d, i) => [d.ref, i + 1]));
}
const rankVR = ranks((d) => d.vr);
const rankDS = ranks((d) => d.ds);
const rankOverall = ranks((d) => (d.vr === null || d.ds === null ? null : d.vr + d.ds));

function designDetail(ds: number | null) {
  if (ds === null)
    return {
      qual: ['', '', '', ''],
      comm: ['', '', '', ''],
      media: ['', '', ''],
      totalQual: '',
      totalComm: '',
      average: '',
    };
  // Design total = qualities (4 × up to 10) + communication (4 × up to 10) + media average (up to 20, ×2).
  const share = ds / 100;
  const part = (max: number) => Math.min(max, Math.max(0, Number((max * share + between(-1.2, 1.2)).toFixed(2))));
  const qual = [part(10), part(10), part(10), part(10)];
  const comm = [part(10), part(10), part(10), part(10)];
  const media = [part(10), part(10), part(10)];
  const average = media.reduce((a, b) => a + b, 0) / 3;
  return {
    qual: qual.map(decimal),
    comm: comm.map(decimal),
    media: media.map(decimal),
    totalQual: decimal(qual.reduce((a, b) => a + b, 0)),
    totalComm: decimal(comm.reduce((a, b) => a + b, 0)),
    average: decimal(average),
  };
}

const domains = ['ch', 'com', 'ch', 'ch', 'group'];
const rows: Participant[] = drafts.map((d, index) => {
  const hc = horsConcours.has(d.ref);
  const rank = (map: Map<string, number>, present: boolean, missing: string) =>
    hc ? '*' : present ? String(map.get(d.ref) ?? '') : missing;
  const overall = rank(rankOverall, d.vr !== null && d.ds !== null, d.ds === null ? '999' : '');
  const detail = designDetail(d.ds);
  const host = `www.${d.ref.replace(/-(ag|sa|ltd|holding|group)(-|$).*/, '')}.${pick(domains)}`;
  // Every 17th: no url but a website (the alternate source column); every 23rd: no scheme.
  const url = index % 17 === 5 ? '' : index % 23 === 9 ? host : `https://${host}`;
  const website = index % 17 === 5 ? `https://${host}` : '';
  const previous = (map: Map<string, number>) => {
    const now = map.get(d.ref);
    if (index % 13 === 4 || now === undefined) return ''; // new this year, or unranked
    return String(Math.max(1, now + Math.round(between(-12, 12))));
  };
  const overallRank = rankOverall.get(d.ref);
  return {
    id: String(4100 + index),
    ref: d.ref,
    pubRef: d.company,
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
    qualDS1: detail.qual[0] ?? '',
    qualDS2: detail.qual[1] ?? '',
    qualDS3: detail.qual[2] ?? '',
    qualDS4: detail.qual[3] ?? '',
    totalQualDS: detail.totalQual,
    commDS1: detail.comm[0] ?? '',
    commDS2: detail.comm[1] ?? '',
    commDS3: detail.comm[2] ?? '',
    commDS4: detail.comm[3] ?? '',
    totalCommDS: detail.totalComm,
    mediaDS1: detail.media[0] ?? '',
    mediaDS2: detail.media[1] ?? '',
    mediaDS3: detail.media[2] ?? '',
    averageMedia: detail.average,
    certificate: overallRank !== undefined && overallRank <= 40 ? '*' : '',
  };
});

rows.sort((a, b) => a.company.localeCompare(b.company, 'de-CH'));
const participantsDir = path.join(outDir, 'participants');
fs.mkdirSync(participantsDir, { recursive: true });
for (const name of fs.readdirSync(participantsDir)) {
  if (name.endsWith('.json')) fs.rmSync(path.join(participantsDir, name));
}
fs.writeFileSync(path.join(outDir, 'ranking.json'), `${JSON.stringify(rows, null, 2)}\n`);
for (const row of rows) {
  fs.writeFileSync(path.join(participantsDir, `${row.ref}.json`), `${JSON.stringify(row, null, 2)}\n`);
}
console.log(`Wrote ${rows.length} sample participants to ${path.relative(process.cwd(), outDir) || outDir}.`);
