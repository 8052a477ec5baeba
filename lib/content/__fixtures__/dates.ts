import type { EditionDates } from '../../editions/dates';

/**
 * A valid dates.json for an edition of `year`, every date in order, with the next edition's
 * registration deadline (the site's contact page names it).
 */
export function validDates(year: number): EditionDates {
  return {
    registrationDeadline: `${year}-04-30`,
    submissionDeadline: `${year}-05-15`,
    jury: { start: `${year}-08-24`, end: `${year}-09-18` },
    ceremony: { start: `${year}-11-19T17:30`, end: `${year}-11-19T22:30`, place: 'Kongresshaus Zürich' },
    embargoEnd: `${year}-12-04T06:00`,
    publication: `${year}-12-04T06:00`,
    correctionDeadline: `${year + 1}-01-31`,
    nextRegistrationDeadline: `${year + 1}-04-30`,
  };
}

/** What content:check reports about a new edition's dates.json (content:edition new), in its order. */
export function emptyDatesProblems(file: string): string[] {
  const day = 'must be a day written 2026-04-30';
  const moment = 'must be a Swiss local time written 2026-12-04T06:00';
  return [
    `${file} registrationDeadline: ${day}`,
    `${file} submissionDeadline: ${day}`,
    `${file} jury.start: ${day}`,
    `${file} jury.end: ${day}`,
    `${file} ceremony.start: ${moment}`,
    `${file} ceremony.end: ${moment}`,
    `${file} embargoEnd: ${moment}`,
    `${file} publication: ${moment}`,
    `${file} correctionDeadline: ${day}`,
  ];
}
