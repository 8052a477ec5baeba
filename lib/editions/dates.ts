import type { EditionDatesFile } from '../content/edition-dates-schema';

/** An edition's key dates (content/editions/{year}/dates.json), checked to be in order. */
export type EditionDates = EditionDatesFile;

/** The key dates as the pages and the calendar list them, in the order of dates.json. */
export const keyDateKeys = [
  'registrationDeadline',
  'submissionDeadline',
  'jury',
  'ceremony',
  'embargoEnd',
  'publication',
  'correctionDeadline',
  'nextRegistrationDeadline',
] as const;

/** The dates in the order they must follow, each with its field path in dates.json. */
export function datesInOrder(dates: EditionDates): { field: string; value: string }[] {
  const list = [
    { field: 'registrationDeadline', value: dates.registrationDeadline },
    { field: 'submissionDeadline', value: dates.submissionDeadline },
    { field: 'jury.start', value: dates.jury.start },
    { field: 'jury.end', value: dates.jury.end },
    { field: 'ceremony.start', value: dates.ceremony.start },
    { field: 'ceremony.end', value: dates.ceremony.end },
    { field: 'embargoEnd', value: dates.embargoEnd },
    { field: 'publication', value: dates.publication },
    { field: 'correctionDeadline', value: dates.correctionDeadline },
  ];
  if (dates.nextRegistrationDeadline)
    list.push({ field: 'nextRegistrationDeadline', value: dates.nextRegistrationDeadline });
  return list;
}

/**
 * Where the dates are out of order: each date that comes before the one listed ahead of it. A day
 * compares with a moment by its day (a deadline is the whole day), so the jury may end the day the
 * ceremony is held, and publication may be the day the embargo ends.
 */
export function dateOrderProblems(dates: EditionDates): { field: string; message: string }[] {
  const list = datesInOrder(dates);
  const problems: { field: string; message: string }[] = [];
  for (let i = 1; i < list.length; i++) {
    const before = list[i - 1] as { field: string; value: string };
    const date = list[i] as { field: string; value: string };
    const bothMoments = before.value.length > 10 && date.value.length > 10;
    const earlier = bothMoments ? date.value < before.value : date.value.slice(0, 10) < before.value.slice(0, 10);
    if (earlier)
      problems.push({ field: date.field, message: `${date.value} is before ${before.field} (${before.value})` });
  }
  return problems;
}
