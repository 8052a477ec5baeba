import { rankFields, scoreFields, type ParticipantField, type ParticipantRow } from './participant-fields';

/** A participant as every page, chart and export reads it: the row's strings typed once, at load. */

/** A place: a whole number; '*' ranked separately; null not ranked (empty or 999 in the row). */
export type Rank = number | '*' | null;
/** Points; null when empty in the row. */
export type Score = number | null;

export type RankField = (typeof rankFields)[number];
export type ScoreField = (typeof scoreFields)[number];
type TextField = Exclude<ParticipantField, RankField | ScoreField | 'online' | 'certificate' | 'sector'>;

export type Participant = Record<TextField, string> &
  Record<RankField, Rank> &
  Record<ScoreField, Score> & {
    /** The name shown: pubRef, or company when pubRef is empty. */
    name: string;
    /** The report is published online (`online` holds anything but empty or "0"). */
    online: boolean;
    /** The certificate was awarded (`certificate` is "*"). */
    certificate: boolean;
    /** A key of content/sectors.json; null when not assigned. */
    sector: string | null;
    /** The previous edition's overall rank; undefined when that edition is not on the site. */
    prevYearOverall: Rank | undefined;
  };

/** The rank column value that means "not ranked", besides an empty one. */
export const UNRANKED = '999';

/** "12" → 12, "*" → '*', "" or "999" → null. The schema has already refused anything else. */
export function parseRank(value: string): Rank {
  const trimmed = value.trim();
  if (trimmed === '' || trimmed === UNRANKED) return null;
  if (trimmed === '*') return '*';
  const n = Number(trimmed);
  return Number.isInteger(n) ? n : null;
}

/** "12,5" → 12.5, "80.25" → 80.25, "" → null (a decimal comma or point). */
export function parseScore(value: string): Score {
  const trimmed = value.trim();
  if (!/^-?\d+(?:[.,]\d+)?$/.test(trimmed)) return null;
  return Number(trimmed.replace(',', '.'));
}

/** The typed participant of a valid content row. */
export function parseParticipant(row: ParticipantRow): Participant {
  const ranks = Object.fromEntries(rankFields.map((f) => [f, parseRank(row[f])])) as Record<RankField, Rank>;
  const scores = Object.fromEntries(scoreFields.map((f) => [f, parseScore(row[f])])) as Record<ScoreField, Score>;
  const online = row.online.trim();
  return {
    id: row.id,
    ref: row.ref,
    pubRef: row.pubRef,
    company: row.company,
    url: row.url,
    website: row.website,
    name: row.pubRef.trim() || row.company,
    online: online !== '' && online !== '0',
    certificate: row.certificate.trim() === '*',
    sector: row.sector?.trim() || null,
    prevYearOverall: undefined,
    ...ranks,
    ...scores,
  };
}

/** A rank as a place number, or null when not ranked or ranked separately. */
export function placeOf(rank: Rank): number | null {
  return typeof rank === 'number' ? rank : null;
}
