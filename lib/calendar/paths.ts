import { localeHref } from '../i18n/paths';
import type { Locale } from '../i18n/locales';

/** The folder of the calendar files: /termine/{year}.ics, /en/termine/{year}.ics. */
export const CALENDAR_FOLDER = 'termine';

/** An edition's calendar file in a language: "/termine/2026.ics", "/en/termine/2026.ics". */
export function calendarPath(year: number, locale: Locale): string {
  return localeHref(locale, `/${CALENDAR_FOLDER}/${year}.ics`);
}

/** The file name a calendar route is asked for, "2026.ics"; its year, or undefined. */
export function calendarYear(file: string): number | undefined {
  const match = /^(\d{4})\.ics$/.exec(file);
  return match ? Number(match[1]) : undefined;
}
