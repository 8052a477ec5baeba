/** The row keys of the content contract; plain data without zod, so browser code can use it. */
/** The design rating's criterion groups (quality, communication, media), each with its criteria and total. */
export const detailGroups = [
  { key: 'quality', fields: ['qualDS1', 'qualDS2', 'qualDS3', 'qualDS4'], total: 'totalQualDS' },
  { key: 'communication', fields: ['commDS1', 'commDS2', 'commDS3', 'commDS4'], total: 'totalCommDS' },
  { key: 'media', fields: ['mediaDS1', 'mediaDS2', 'mediaDS3'], total: 'averageMedia' },
] as const;

/** The design rating's criterion scores and group totals, in the order of the detail table. */
export const criterionFields = detailGroups.flatMap(({ fields, total }) => [...fields, total]);

/** The results every view of a participant shows: its ranks, totals and last year's ranks. */
export const resultFields = [
  'rankVR',
  'rankDS',
  'rankOverall',
  'totalVR',
  'totalDS',
  'prevYearVR',
  'prevYearDS',
] as const;

export const participantFields = [
  'id',
  'ref',
  'pubRef',
  'company',
  'url',
  'website',
  'online',
  ...resultFields,
  ...criterionFields,
  'certificate',
  'sector',
] as const;

/** Columns an export may leave out (read as empty); an empty sector means "not assigned". */
export const optionalFields = ['sector'] as const satisfies readonly (typeof participantFields)[number][];

export type ParticipantField = (typeof participantFields)[number];
/** A row as the content files and the rating team's export hold it: every value a string. */
export type ParticipantRow = Record<ParticipantField, string>;

/** A URL-safe slug: lower-case letters, digits and single hyphens. */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const rankFields = ['rankVR', 'rankDS', 'rankOverall', 'prevYearVR', 'prevYearDS'] as const;
export const scoreFields = ['totalVR', 'totalDS', ...criterionFields] as const satisfies readonly ParticipantField[];

export function isParticipantField(value: string): value is ParticipantField {
  return (participantFields as readonly string[]).includes(value);
}
