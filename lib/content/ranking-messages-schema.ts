import { z } from 'zod';
import { openDataColumns, type OpenDataColumn } from '@/lib/ranking/open-data';

/** Texts of the ranking table (namespace `ranking`; components/ranking). */
const text = z.string().trim().min(1, 'must be a non-empty text');
/** A text with a {count} or {query} placeholder. */
const template = (name: string) => text.refine((value) => value.includes(`{${name}}`), { error: `must contain {${name}}` });
const plural = z.strictObject({ one: text, other: template('count') });

export const rankingMessagesSchema = z.strictObject({
  caption: text,
  regionLabel: text,
  columns: z.strictObject({
    company: text,
    rankVR: text,
    rankDS: text,
    rankOverall: text,
    certificate: text,
  }),
  searchLabel: text,
  searchPlaceholder: text,
  resultCount: template('count').refine((value) => value.includes('{total}'), { error: 'must contain {total}' }),
  noResults: template('query'),
  unranked: text,
  separatelyRanked: text,
  certificate: text,
  movement: z.strictObject({
    up: plural,
    down: plural,
    same: text,
    new: text,
    newShort: text,
  }),
  legendLabel: text,
  legendMovement: text,
  download: text,
  csv: z.strictObject({
    fileName: text.regex(/^[a-z0-9-]+$/, 'must be a file name of a-z, 0-9 and hyphens'),
    previousRankVR: text,
    previousRankDS: text,
    page: text,
    yes: text,
  }),
  openData: z.strictObject({
    title: text,
    text,
    csv: text,
    json: text,
    columnsSummary: text,
    // One description per open data column (lib/ranking/open-data.ts), no more, no fewer.
    columns: z.strictObject(Object.fromEntries(openDataColumns.map((column) => [column, text])) as Record<OpenDataColumn, typeof text>),
  }),
});

export type RankingMessages = z.infer<typeof rankingMessagesSchema>;
