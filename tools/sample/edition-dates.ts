import type { EditionDates } from '../../lib/editions/dates';

const day = (date: Date) => date.toISOString().slice(0, 10);

/** The n-th weekday (0 Sunday … 6 Saturday) of a month, counted from 1; month from 1. */
function nthWeekday(year: number, month: number, weekday: number, n: number): Date {
  const first = new Date(Date.UTC(year, month - 1, 1));
  const offset = (weekday - first.getUTCDay() + 7) % 7;
  return new Date(Date.UTC(year, month - 1, 1 + offset + (n - 1) * 7));
}

const plusDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);

/**
 * A generated edition's dates.json, as the programme keeps them: registration until 30 April,
 * reports two weeks later, the jury from the fourth Monday of August for four weeks, the ceremony
 * on the third Thursday of November, embargo and publication at 06:00 on the Friday two weeks
 * later, corrections until 31 January.
 */
export function sampleDates(year: number): EditionDates {
  const juryStart = nthWeekday(year, 8, 1, 4);
  const ceremony = nthWeekday(year, 11, 4, 3);
  const publication = `${day(plusDays(ceremony, 15))}T06:00`;
  return {
    registrationDeadline: `${year}-04-30`,
    submissionDeadline: `${year}-05-15`,
    jury: { start: day(juryStart), end: day(plusDays(juryStart, 25)) },
    ceremony: { start: `${day(ceremony)}T17:30`, end: `${day(ceremony)}T22:30`, place: 'Kongresshaus Zürich' },
    embargoEnd: publication,
    publication,
    correctionDeadline: `${year + 1}-01-31`,
  };
}
