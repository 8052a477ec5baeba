import type { Participant } from '@/lib/content/participant-fields';
import { hasCertificate, isUnranked, parseDecimal } from '@/lib/participant/values';
import { toCsv } from './csv';

/**
 * The ranking as open data (issue 6): one language-neutral data set, published at build as
 * /open-data/ranking.csv and /open-data/ranking.json and linked from the ranking page. Stable
 * English column keys; the column list is documented in the README and on the ranking page.
 *
 * Ranks are whole numbers, "*" (ranked separately) or empty/null (not ranked); scores are
 * numbers with a decimal point; certificate is true/false.
 */
export const openDataColumns = [
  'ref',
  'company',
  'rankOverall',
  'rankVR',
  'rankDS',
  'totalVR',
  'totalDS',
  'certificate',
  'prevYearVR',
  'prevYearDS',
  'urlDe',
  'urlEn',
] as const;

export type OpenDataColumn = (typeof openDataColumns)[number];
export type OpenDataRank = number | '*' | null;

export interface OpenDataRecord {
  ref: string;
  company: string;
  rankOverall: OpenDataRank;
  rankVR: OpenDataRank;
  rankDS: OpenDataRank;
  totalVR: number | null;
  totalDS: number | null;
  certificate: boolean;
  prevYearVR: OpenDataRank;
  prevYearDS: OpenDataRank;
  urlDe: string;
  urlEn: string;
}

type OpenDataSource = Pick<
  Participant,
  | 'ref'
  | 'company'
  | 'rankOverall'
  | 'rankVR'
  | 'rankDS'
  | 'totalVR'
  | 'totalDS'
  | 'certificate'
  | 'prevYearVR'
  | 'prevYearDS'
>;

function rank(value: string): OpenDataRank {
  if (isUnranked(value)) return null;
  if (value.trim() === '*') return '*';
  return parseDecimal(value);
}

/** Ranked participants first by overall rank, then the others by company (stable for diffs). */
function compareRecords(a: OpenDataRecord, b: OpenDataRecord): number {
  const order = (r: OpenDataRank) =>
    typeof r === 'number' ? r : r === '*' ? Number.MAX_SAFE_INTEGER - 1 : Number.MAX_SAFE_INTEGER;
  return (
    order(a.rankOverall) - order(b.rankOverall) ||
    a.company.localeCompare(b.company, 'de-CH') ||
    a.ref.localeCompare(b.ref)
  );
}

export function openDataRecords(
  participants: readonly OpenDataSource[],
  pageUrl: (locale: 'de-CH' | 'en-GB', ref: string) => string,
): OpenDataRecord[] {
  return participants
    .map((p) => ({
      ref: p.ref,
      company: p.company,
      rankOverall: rank(p.rankOverall),
      rankVR: rank(p.rankVR),
      rankDS: rank(p.rankDS),
      totalVR: parseDecimal(p.totalVR),
      totalDS: parseDecimal(p.totalDS),
      certificate: hasCertificate(p.certificate),
      prevYearVR: rank(p.prevYearVR),
      prevYearDS: rank(p.prevYearDS),
      urlDe: pageUrl('de-CH', p.ref),
      urlEn: pageUrl('en-GB', p.ref),
    }))
    .sort(compareRecords);
}

function csvValue(value: OpenDataRecord[OpenDataColumn]): string {
  if (value === null) return '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return String(value);
}

/** RFC 4180 CSV with a header row of the column keys (no BOM: this is data, not a spreadsheet export). */
export function openDataCsv(records: readonly OpenDataRecord[]): string {
  return toCsv([
    [...openDataColumns],
    ...records.map((record) => openDataColumns.map((column) => csvValue(record[column]))),
  ]);
}

export function openDataJson(records: readonly OpenDataRecord[]): string {
  return `${JSON.stringify(records, null, 1)}\n`;
}

/** Where the open data files are published (route handlers under app/open-data/). */
export const openDataPaths = { csv: '/open-data/ranking.csv', json: '/open-data/ranking.json' } as const;
