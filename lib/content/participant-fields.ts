/**
 * The row keys of the content contract (issue 3); every value is a string. Plain data without
 * zod, so that browser code (the ranking table) can use it without loading the schema library;
 * participant-schema.ts re-exports all of it.
 */
export const participantFields = [
  'id', 'ref', 'pubRef', 'company', 'url', 'website', 'online',
  'rankVR', 'rankDS', 'rankOverall', 'totalVR', 'totalDS', 'prevYearVR', 'prevYearDS',
  'qualDS1', 'qualDS2', 'qualDS3', 'qualDS4', 'totalQualDS',
  'commDS1', 'commDS2', 'commDS3', 'commDS4', 'totalCommDS',
  'mediaDS1', 'mediaDS2', 'mediaDS3', 'averageMedia', 'certificate',
] as const;

export type ParticipantField = (typeof participantFields)[number];
export type Participant = Record<ParticipantField, string>;

/** A URL-safe slug: lower-case letters, digits and single hyphens. */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const rankFields = ['rankVR', 'rankDS', 'rankOverall', 'prevYearVR', 'prevYearDS'] as const satisfies readonly ParticipantField[];
export const scoreFields = [
  'totalVR', 'totalDS', 'qualDS1', 'qualDS2', 'qualDS3', 'qualDS4', 'totalQualDS',
  'commDS1', 'commDS2', 'commDS3', 'commDS4', 'totalCommDS', 'mediaDS1', 'mediaDS2', 'mediaDS3', 'averageMedia',
] as const satisfies readonly ParticipantField[];

export function isParticipantField(value: string): value is ParticipantField {
  return (participantFields as readonly string[]).includes(value);
}
