import { z } from 'zod';
import { icuMessage, labels, text } from './primitives-schema';
import { keyDateKeys } from '../editions/dates';

const eventKeys = keyDateKeys;

/**
 * Namespace `keyDates`: an edition's key dates (components/dates/KeyDates, on the contact page)
 * and its calendar file (/termine/{year}.ics). The dates themselves come from the edition's
 * dates.json, formatted per language.
 */
export const keyDatesMessagesSchema = z.strictObject({
  /** The list's heading: "Termine der Ausgabe {year}". */
  title: icuMessage(['year']),
  /** Each date's label in the list ("Anmeldeschluss"). */
  labels: labels(eventKeys),
  /** The link to the calendar file; says it is an .ics file. */
  calendarLink: text,
  calendar: z.strictObject({
    /** The calendar's name in the reader's calendar app: "{programme} {year}: Termine". */
    name: icuMessage(['programme', 'year']),
    /** Each event's title: "{event} – {programme} {year}". */
    summary: icuMessage(['event', 'programme', 'year']),
    /** Each event's description, a sentence or two. */
    descriptions: labels(eventKeys),
  }),
});
