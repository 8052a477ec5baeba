import ical, { type ICalEventData } from 'ical-generator';
import { keyDateKeys, type EditionDates } from '../editions/dates';
import { zurichMomentToUtc } from '../dates/zurich-time';

/** The events of an edition's calendar, in the order of dates.json. */
export const calendarEventKeys = keyDateKeys;

export type CalendarEventKey = (typeof calendarEventKeys)[number];

export interface EditionCalendarOptions {
  year: number;
  dates: EditionDates;
  /** The calendar's name ("Geschäftsberichte-Rating 2026: Termine"). */
  name: string;
  /** Each event's title and description, in the file's language. */
  summaries: Record<CalendarEventKey, string>;
  descriptions: Record<CalendarEventKey, string>;
  /** The page of the site that shows these dates (absolute URL). */
  url: string;
  /** The site's host name, for the events' UIDs ("www.example.ch"). */
  host: string;
  /** The file's language, ISO 639-1 upper case in the PRODID ("DE", "EN"). */
  language: string;
  /** The organiser and the programme, in the PRODID. */
  company: string;
  product: string;
}

/** A day of dates.json as the all-day value ical-generator writes (its UTC date). */
const day = (value: string) => {
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d));
};
/** The day after: an all-day event's DTEND is exclusive. */
const dayAfter = (value: string) => new Date(day(value).getTime() + 86400000);

/**
 * An edition's key dates as an iCalendar file (RFC 5545). Days are all-day events (the jury one
 * event over its days); moments are timed events written in UTC (`…Z`: no VTIMEZONE needed, and
 * the offset of each moment, summer or winter time, is Zurich's). Every event's UID is the same
 * in every build and language (`{year}-{event}@{host}`), and DTSTAMP is the edition's publication
 * moment, so identical content gives identical files and a calendar that imports a file again
 * updates its events instead of doubling them.
 */
export function editionCalendar(options: EditionCalendarOptions): string {
  const { year, dates, summaries, descriptions, url, host } = options;
  const calendar = ical({
    name: options.name,
    prodId: { company: options.company, product: options.product, language: options.language },
    url,
  });
  const stamp = zurichMomentToUtc(dates.publication);
  const allDay = (start: string, end: string = start) => ({ start: day(start), end: dayAfter(end), allDay: true });
  const moment = (start: string, end: string = start) => ({
    start: zurichMomentToUtc(start),
    end: zurichMomentToUtc(end),
  });
  const times: Partial<Record<CalendarEventKey, Pick<ICalEventData, 'start' | 'end' | 'allDay' | 'location'>>> = {
    registrationDeadline: allDay(dates.registrationDeadline),
    submissionDeadline: allDay(dates.submissionDeadline),
    jury: allDay(dates.jury.start, dates.jury.end),
    ceremony: { ...moment(dates.ceremony.start, dates.ceremony.end), location: dates.ceremony.place },
    embargoEnd: moment(dates.embargoEnd),
    publication: moment(dates.publication),
    correctionDeadline: allDay(dates.correctionDeadline),
    ...(dates.nextRegistrationDeadline ? { nextRegistrationDeadline: allDay(dates.nextRegistrationDeadline) } : {}),
  };
  for (const key of calendarEventKeys) {
    const time = times[key];
    if (!time) continue;
    calendar.createEvent({
      id: `${year}-${key}@${host}`,
      stamp,
      ...time,
      summary: summaries[key],
      description: descriptions[key],
      url,
    });
  }
  return calendar.toString();
}
