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

export const rankFields = ['rankVR', 'rankDS', 'rankOverall', 'prevYearVR', 'prevYearDS'] as const satisfies readonly ParticipantField[];
export const scoreFields = [
  'totalVR', 'totalDS', 'qualDS1', 'qualDS2', 'qualDS3', 'qualDS4', 'totalQualDS',
  'commDS1', 'commDS2', 'commDS3', 'commDS4', 'totalCommDS', 'mediaDS1', 'mediaDS2', 'mediaDS3', 'averageMedia',
] as const satisfies readonly ParticipantField[];

/** A rank: a whole number (999 = unranked), '*' (ranked separately) or empty. */
const RANK = /^(?:\d+|\*)?$/;
/** A score: a number, with a decimal comma or point, or empty. */
const SCORE = /^(?:\d+(?:[.,]\d+)?)?$/;

const required = z.string().trim().min(1, 'is required');

function fieldSchema(field: ParticipantField): z.ZodType<string> {
  if (field === 'ref') return required.regex(slugPattern, 'must be a URL-safe slug (a-z, 0-9, hyphens)');
  if (field === 'id' || field === 'company') return required;
  if ((rankFields as readonly string[]).includes(field)) {
    return z.string().refine((v) => RANK.test(v.trim()), { error: (issue) => `"${String(issue.input)}" is not a rank (a whole number, * or empty)` });
  }
  if ((scoreFields as readonly string[]).includes(field)) {
    return z.string().refine((v) => SCORE.test(v.trim()), { error: (issue) => `"${String(issue.input)}" is not a number` });
  }
  if (field === 'certificate') return z.enum(['', '*'], { error: 'must be * (awarded) or empty' });
  return z.string();
}

export const participantSchema = z.strictObject(
  Object.fromEntries(participantFields.map((field) => [field, fieldSchema(field)])) as Record<ParticipantField, z.ZodType<string>>,
);

export const rankingSchema = z.array(participantSchema);

export function isParticipantField(value: string): value is ParticipantField {
  return (participantFields as readonly string[]).includes(value);
}
