import { z } from 'zod';

/** The row keys of the content contract (issue 3). Every value is a string. */
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

const required = z.string().trim().min(1, 'is required');

export const participantSchema = z.strictObject(
  Object.fromEntries(
    participantFields.map((field) => {
      if (field === 'ref') return [field, required.regex(slugPattern, 'must be a URL-safe slug (a-z, 0-9, hyphens)')];
      if (field === 'id' || field === 'company') return [field, required];
      return [field, z.string()];
    }),
  ) as Record<ParticipantField, z.ZodString>,
);

export const rankingSchema = z.array(participantSchema);

export function isParticipantField(value: string): value is ParticipantField {
  return (participantFields as readonly string[]).includes(value);
}
