/**
 * Pieces of a sample row that every edition shares: refs from names, decimal commas, the design
 * criteria that add up to a design total, the web address, and the row itself in the contract's
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
 * The design criteria behind a design total (empty when the report was not rated for design).
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
