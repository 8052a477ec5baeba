/** @jest-environment node */
import ICAL from 'ical.js';
import { calendarEventKeys, editionCalendar, type CalendarEventKey } from './edition-calendar';
import { validDates } from '../content/__fixtures__/dates';
import type { EditionDates } from '../editions/dates';

const texts = (prefix: string) =>
  Object.fromEntries(calendarEventKeys.map((key) => [key, `${prefix} ${key}`])) as Record<CalendarEventKey, string>;

function calendar(dates: EditionDates, year = 2026): string {
  return editionCalendar({
    year,
    dates,
    name: `Rating ${year}: dates`,
    summaries: texts('Summary'),
    descriptions: texts('About'),
    url: 'https://www.example.ch/kontakt',
    host: 'www.example.ch',
    language: 'DE',
    company: 'Forum',
    product: 'Rating',
  });
}

/** The file read back by another library, each event by the key its UID names. */
function events(text: string) {
  const component = new ICAL.Component(ICAL.parse(text) as unknown[]);
  return {
    component,
    byKey: new Map(
      component.getAllSubcomponents('vevent').map((vevent) => {
        const event = new ICAL.Event(vevent);
        return [event.uid.replace(/^\d{4}-/, '').replace(/@.*$/, ''), { event, vevent }] as const;
      }),
    ),
  };
}

/** A date or UTC time as ical.js reads it: "2026-04-30" or "2026-11-19T16:30:00Z". */
const value = (time: ICAL.Time) => time.toString();

describe('editionCalendar', () => {
  // Written by hand from the fixture (validDates(2026)): Zurich is UTC+1 in November and December.
  const dates = validDates(2026);
  const { component, byKey } = events(calendar(dates));

  it('has one event per date, with stable UIDs per edition and date', () => {
    expect([...byKey.keys()]).toEqual([...calendarEventKeys]);
    expect(byKey.get('ceremony')?.event.uid).toBe('2026-ceremony@www.example.ch');
    expect(component.getFirstPropertyValue('x-wr-calname')).toBe('Rating 2026: dates');
    expect(component.getFirstPropertyValue('prodid')).toBe('-//Forum//Rating//DE');
  });

  it('writes the days as all-day events, the jury as one event over its days (end exclusive)', () => {
    const days: [CalendarEventKey, string, string][] = [
      ['registrationDeadline', '2026-04-30', '2026-05-01'],
      ['submissionDeadline', '2026-05-15', '2026-05-16'],
      ['jury', '2026-08-24', '2026-09-19'],
      ['correctionDeadline', '2027-01-31', '2027-02-01'],
      ['nextRegistrationDeadline', '2027-04-30', '2027-05-01'],
    ];
    for (const [key, start, end] of days) {
      const { event } = byKey.get(key)!;
      expect([key, event.startDate.isDate, value(event.startDate), value(event.endDate)]).toEqual([
        key,
        true,
        start,
        end,
      ]);
    }
  });

  it('writes the moments in UTC with the Swiss offset, the ceremony with its place', () => {
    const ceremony = byKey.get('ceremony')!.event;
    expect([value(ceremony.startDate), value(ceremony.endDate)]).toEqual([
      '2026-11-19T16:30:00Z',
      '2026-11-19T21:30:00Z',
    ]);
    expect(ceremony.location).toBe('Kongresshaus Zürich');
    expect(value(byKey.get('embargoEnd')!.event.startDate)).toBe('2026-12-04T05:00:00Z');
    expect(value(byKey.get('publication')!.event.startDate)).toBe('2026-12-04T05:00:00Z');
  });

  it('gives each event its texts, the page and the publication moment as DTSTAMP', () => {
    for (const [key, { event, vevent }] of byKey) {
      expect(event.summary).toBe(`Summary ${key}`);
      expect(event.description).toBe(`About ${key}`);
      expect(vevent.getFirstPropertyValue('url')).toBe('https://www.example.ch/kontakt');
      expect(String(vevent.getFirstPropertyValue('dtstamp'))).toBe('2026-12-04T05:00:00Z');
    }
  });

  it('is the same file every time', () => {
    expect(calendar(dates)).toBe(calendar(dates));
  });

  it('changes the offset with summer time: a March moment before and after the change, and October', () => {
    // Summer time in 2026 runs from 29 March to 25 October (the last Sundays, 01:00 UTC).
    const spring: EditionDates = {
      registrationDeadline: '2026-01-15',
      submissionDeadline: '2026-02-02',
      jury: { start: '2026-02-09', end: '2026-03-06' },
      ceremony: { start: '2026-03-27T18:00', end: '2026-03-27T23:00', place: 'Bern' },
      embargoEnd: '2026-03-30T06:00',
      publication: '2026-10-24T06:00',
      correctionDeadline: '2026-10-26',
    };
    const { byKey: spr } = events(calendar(spring));
    expect(value(spr.get('ceremony')!.event.startDate)).toBe('2026-03-27T17:00:00Z');
    expect(value(spr.get('embargoEnd')!.event.startDate)).toBe('2026-03-30T04:00:00Z');
    expect(value(spr.get('publication')!.event.startDate)).toBe('2026-10-24T04:00:00Z');
    expect(spr.has('nextRegistrationDeadline')).toBe(false);
  });
});
