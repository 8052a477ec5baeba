import { z } from 'zod';

/**
 * dates.json: an edition's key dates, each once. A day is `2026-04-30`; a moment is a Swiss local
 * time, `2026-12-04T06:00` (Europe/Zurich: the calendar file and the pages add the offset).
 */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'must be a day written 2026-04-30', abort: true })
  .refine((value) => isRealDay(value), 'is not a day of the calendar')
  .describe('A day, written 2026-04-30.');

const moment = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, {
    error: 'must be a Swiss local time written 2026-12-04T06:00',
    abort: true,
  })
  .refine((value) => isRealDay(value.slice(0, 10)) && isRealTime(value.slice(11)), 'is not a real day and time')
  .describe('A moment in Swiss local time, written 2026-12-04T06:00.');

function isRealDay(value: string): boolean {
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

function isRealTime(value: string): boolean {
  const [h, min] = value.split(':').map(Number) as [number, number];
  return h <= 23 && min <= 59;
}

const span = <T extends z.ZodType>(point: T, what: string) =>
  z.strictObject({ start: point.describe(`When ${what} begins.`), end: point.describe(`When ${what} ends.`) });

export const editionDatesSchema = z.strictObject({
  registrationDeadline: day.describe('The last day companies outside the index can register their report.'),
  submissionDeadline: day.describe('The last day registered companies hand in their report (PDF and link).'),
  jury: span(day, "the jury's work").describe("The jury's rating, first and last day."),
  ceremony: span(moment, 'the award ceremony')
    .extend({
      place: z
        .string()
        .trim()
        .min(1, 'must be a non-empty text')
        .describe('Where the ceremony takes place, as written in both languages: "Kongresshaus Zürich".'),
    })
    .describe('The award ceremony: start, end (Swiss local time) and place.'),
  embargoEnd: moment.describe('When the results may be published by the media (Swiss local time).'),
  publication: moment.describe('When the results and this site go public (Swiss local time).'),
  correctionDeadline: day.describe('The last day a factual error in a result can be reported for correction.'),
  nextRegistrationDeadline: day
    .optional()
    .describe(
      "The next edition's registration deadline, once it is announced: the contact page names it while this " +
        'edition is current.',
    ),
});

export type EditionDatesFile = z.infer<typeof editionDatesSchema>;
