import { z } from 'zod';
import { detailGroups, slugPattern, type criterionFields, type ParticipantField } from './participant-fields';

export { participantFields, slugPattern } from './participant-fields';
export type { ParticipantRow, ParticipantField } from './participant-fields';

// The value may have spaces around it (the import trims them). Patterns rather than refinements,
// so that the JSON Schemas for editors (npm run content:schemas) carry them too.
/** A rank: a whole number (999 = unranked), '*' (ranked separately) or empty. */
const RANK = /^\s*(?:\d+|\*)?\s*$/;
/** A score: a number, with a decimal comma or point, or empty. */
const SCORE = /^\s*(?:\d+(?:[.,]\d+)?)?\s*$/;
/** A sector key or empty; which keys exist is content (content/sectors.json, lib/content/sectors.ts). */
const SECTOR = new RegExp(`^(?:${slugPattern.source.replace(/^\^|\$$/g, '')})?$`);

const required = z.string().trim().min(1, 'is required');

const rank = (what: string) =>
  z
    .string()
    .regex(RANK, { error: (issue) => `"${String(issue.input)}" is not a rank (a whole number, * or empty)` })
    .meta({ patternErrorMessage: 'not a rank: a whole number, * or empty' })
    .describe(`${what}: a whole number, * (ranked separately), 999 or empty (unranked).`);
const score = (what: string) =>
  z
    .string()
    .regex(SCORE, { error: (issue) => `"${String(issue.input)}" is not a number` })
    .meta({ patternErrorMessage: 'not a number: digits with a decimal comma or point, or empty' })
    .describe(`${what}: a number with a decimal comma or point ("53,19"), or empty.`);

/** Each column's rule, and what it holds for editors (shown while typing, via npm run content:schemas). */
const columns: Record<ParticipantField, z.ZodType<string>> = {
  id: required.describe("The rating team's number for the participant."),
  ref: required
    .regex(slugPattern, 'must be a URL-safe slug (a-z, 0-9, hyphens)')
    .describe(
      'The page address /teilnehmer/<ref>: a-z, 0-9 and hyphens. Keep it from year to year; ' +
        'awards and laudatios name it.',
    ),
  pubRef: z.string().describe('The name shown on the pages; the company name when empty.'),
  company: required.describe('The company name, used for sorting and search.'),
  url: z.string().describe("The company's website (https://…)."),
  website: z.string().describe('Another website, used when url is empty.'),
  online: z.string().describe('The online report: empty or 0 for none.'),
  rankVR: rank('Rank in value reporting'),
  rankDS: rank('Rank in design'),
  rankOverall: rank('Overall rank'),
  totalVR: score('Score in value reporting'),
  totalDS: score('Score in design'),
  prevYearVR: rank("Last year's rank in value reporting"),
  prevYearDS: rank("Last year's rank in design"),
  // "Design quality, criterion 1" … "Design quality, total", "Design media, average".
  ...(Object.fromEntries(
    detailGroups.flatMap(({ key, fields, total }) => [
      ...fields.map((field, i) => [field, score(`Design ${key}, criterion ${i + 1}`)]),
      [total, score(`Design ${key}, ${key === 'media' ? 'average' : 'total'}`)],
    ]),
  ) as Record<(typeof criterionFields)[number], z.ZodType<string>>),
  certificate: z
    .enum(['', '*'], { error: 'must be * (awarded) or empty' })
    .describe('* when the certificate is awarded (a PDF is generated at the next build), else empty.'),
  sector: z
    .string()
    .regex(SECTOR, { error: 'must be a sector key (a-z, 0-9, hyphens) or empty' })
    .default('')
    .describe(
      'A key of content/sectors.json (banks, industrials …), or empty when not assigned. May be left out.',
    ) as unknown as z.ZodType<string>,
};

export const participantSchema = z
  .strictObject(columns)
  .describe(
    'One participant row. Every value is a text in quotes. Written by npm run content:import, which keeps ' +
      'ranking.json and participants/<ref>.json equal: import instead of editing by hand.',
  );
