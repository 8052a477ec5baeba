import { z } from 'zod';
import { participantFields, rankFields, scoreFields, slugPattern, type ParticipantField } from './participant-fields';

export { participantFields, slugPattern } from './participant-fields';
export type { ParticipantRow, ParticipantField } from './participant-fields';

/** A rank: a whole number (999 = unranked), '*' (ranked separately) or empty. */
const RANK = /^(?:\d+|\*)?$/;
/** A score: a number, with a decimal comma or point, or empty. */
const SCORE = /^(?:\d+(?:[.,]\d+)?)?$/;

const required = z.string().trim().min(1, 'is required');

function fieldSchema(field: ParticipantField): z.ZodType<string> {
  if (field === 'ref') return required.regex(slugPattern, 'must be a URL-safe slug (a-z, 0-9, hyphens)');
  if (field === 'id' || field === 'company') return required;
  if ((rankFields as readonly string[]).includes(field)) {
    return z.string().refine((v) => RANK.test(v.trim()), {
      error: (issue) => `"${String(issue.input)}" is not a rank (a whole number, * or empty)`,
    });
  }
  if ((scoreFields as readonly string[]).includes(field)) {
    return z
      .string()
      .refine((v) => SCORE.test(v.trim()), { error: (issue) => `"${String(issue.input)}" is not a number` });
  }
  if (field === 'certificate') return z.enum(['', '*'], { error: 'must be * (awarded) or empty' });
  // Which keys exist is content (content/sectors.json), checked by lib/content/sectors.ts.
  if (field === 'sector')
    return z
      .string()
      .refine((v) => v === '' || slugPattern.test(v), { error: 'must be a sector key (a-z, 0-9, hyphens) or empty' })
      .default('') as unknown as z.ZodType<string>;
  return z.string();
}

export const participantSchema = z.strictObject(
  Object.fromEntries(participantFields.map((field) => [field, fieldSchema(field)])) as Record<
    ParticipantField,
    z.ZodType<string>
  >,
);
