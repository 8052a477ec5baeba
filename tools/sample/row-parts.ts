/**
 * Pieces of a sample row that every edition shares: refs from names, decimal commas, the design
 * criteria that add up to a design total as the published method says, the web address, and the row itself in the contract's
 * key order (the order the files are written in).
 */
import { sampleSector } from './sectors';
import type { ParticipantRow } from '../../lib/content/participant-schema';

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
export const decimal = (value: number) => value.toFixed(2).replace('.', ',');

export const domains = ['ch', 'com', 'ch', 'ch', 'group'];

/** www.<name without its legal form>.<tld>, from a ref or a slugified name. */
export const hostFor = (slug: string, tld: string) =>
  `www.${slug.replace(/-(ag|sa|ltd|holding|group)(-|$).*/, '')}.${tld}`;

export interface DesignDetail {
  qual: string[];
  comm: string[];
  media: string[];
  totalQual: string;
  totalComm: string;
  average: string;
}

/**
 * The design criteria behind a design total (empty when the report was not rated for design),
 * following the published method exactly: totalQualDS and totalCommDS are the sums of their four
 * criteria, averageMedia the mean of the three media criteria, and qualities + communication +
 * 2 × media average is the design total `ds` to the hundredth. The criteria are drawn around the
 * total's share, then the qualities and communication are nudged by hundredths until they add up.
 * `between` is the caller's seeded random: the draws are part of each edition's fixed sequence.
 */
export function designDetail(ds: number | null, between: (min: number, max: number) => number): DesignDetail {
  if (ds === null)
    return {
      qual: ['', '', '', ''],
      comm: ['', '', '', ''],
      media: ['', '', ''],
      totalQual: '',
      totalComm: '',
      average: '',
    };
  // In hundredths, so that every sum below is exact. Each criterion is 0 to 10 points.
  const MAX = 1000;
  const share = ds / 100;
  const part = () => Math.min(MAX, Math.max(0, Math.round((10 * share + between(-1.2, 1.2)) * 100)));
  const qual = [part(), part(), part(), part()];
  const comm = [part(), part(), part(), part()];
  const media = [part(), part(), part()];
  // The average to the hundredth; the last media criterion takes the rounding, so the mean is exact.
  const average = Math.round((media[0]! + media[1]! + media[2]!) / 3);
  media[2] = 3 * average - media[0]! - media[1]!;
  if (media[2] < 0 || media[2] > MAX) {
    // Only near the bounds: move the rounding to the criterion with room.
    const excess = media[2] < 0 ? media[2] : media[2] - MAX;
    media[2] -= excess;
    media[1]! += excess;
  }
  // The qualities and communication take the rest: nudge them, a hundredth at a time, round-robin.
  const eight = [...qual, ...comm];
  let rest = Math.round(ds * 100) - 2 * average - eight.reduce((a, b) => a + b, 0);
  for (let i = 0; rest !== 0; i++) {
    const step = Math.sign(rest) * Math.max(1, Math.floor(Math.abs(rest) / eight.length));
    const k = i % eight.length;
    const next = Math.min(MAX, Math.max(0, eight[k]! + step));
    rest -= next - eight[k]!;
    eight[k] = next;
    if (i > 100_000) throw new Error(`no design criteria add up to ${ds}`);
  }
  const q = eight.slice(0, 4);
  const c = eight.slice(4);
  const points = (hundredths: number) => decimal(hundredths / 100);
  return {
    qual: q.map(points),
    comm: c.map(points),
    media: media.map(points),
    totalQual: points(q.reduce((a, b) => a + b, 0)),
    totalComm: points(c.reduce((a, b) => a + b, 0)),
    average: points(average),
  };
}

export interface RowValues {
  id: string;
  ref: string;
  company: string;
  url: string;
  website: string;
  online: string;
  rankVR: string;
  rankDS: string;
  rankOverall: string;
  totalVR: string;
  totalDS: string;
  prevYearVR: string;
  prevYearDS: string;
  detail: DesignDetail;
  certificate: string;
}

/** The row in the contract's key order; pubRef is the company's name that year. */
export function makeRow(v: RowValues): ParticipantRow {
  const { detail } = v;
  return {
    id: v.id,
    ref: v.ref,
    pubRef: v.company,
    company: v.company,
    url: v.url,
    website: v.website,
    online: v.online,
    rankVR: v.rankVR,
    rankDS: v.rankDS,
    rankOverall: v.rankOverall,
    totalVR: v.totalVR,
    totalDS: v.totalDS,
    prevYearVR: v.prevYearVR,
    prevYearDS: v.prevYearDS,
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
    certificate: v.certificate,
    sector: sampleSector(v.company),
  };
}

/** Rows as the files list them: by company name. */
export const byCompany = (a: ParticipantRow, b: ParticipantRow) => a.company.localeCompare(b.company, 'de-CH');
