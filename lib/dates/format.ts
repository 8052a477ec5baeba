import type { Locale } from '../i18n/locales';
import type { EditionDates } from '../editions/dates';

/**
 * An edition's dates as the pages write them: de-CH "4. Dezember 2026" and "6.00 Uhr" (the Swiss
 * way, a point between hours and minutes), en-GB "4 December 2026" and "06:00". A day of
 * dates.json is a calendar day and a moment a Swiss local time, so both are formatted as written,
 * never shifted by the time zone of the machine that builds.
 */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormat(locale: Locale, withYear: boolean): Intl.DateTimeFormat {
  const key = `${locale}|${withYear}`;
  let format = dayFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'long',
      ...(withYear ? { year: 'numeric' } : {}),
      timeZone: 'UTC',
    });
    dayFormats.set(key, format);
  }
  return format;
}

const asUtcDay = (value: string) => {
  const [y, m, d] = value.slice(0, 10).split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d));
};

/** "4. Dezember 2026" / "4 December 2026"; a moment gives its day. */
export function formatDay(value: string, locale: Locale): string {
  return dayFormat(locale, true).format(asUtcDay(value));
}

/** A moment's time: "6.00 Uhr", "17.30 Uhr" / "06:00", "17:30". */
export function formatTime(moment: string, locale: Locale): string {
  const [h, min] = moment.slice(11, 16).split(':') as [string, string];
  return locale === 'de-CH' ? `${Number(h)}.${min} Uhr` : `${h}:${min}`;
}

/** A moment's day and time: "4. Dezember 2026, 6.00 Uhr" / "4 December 2026, 06:00". */
export function formatMoment(moment: string, locale: Locale): string {
  return `${formatDay(moment, locale)}, ${formatTime(moment, locale)}`;
}

/** Two moments' times on one day: "17.30–22.30 Uhr" / "17:30–22:30". */
export function formatTimeSpan(start: string, end: string, locale: Locale): string {
  const time = (moment: string) => formatTime(moment, locale).replace(/ Uhr$/, '');
  return `${time(start)}–${time(end)}${locale === 'de-CH' ? ' Uhr' : ''}`;
}

/**
 * A span of days: "24. August bis 18. September 2026" / "24 August to 18 September 2026"; the
 * year is named once when both days are in it.
 */
export function formatDaySpan(start: string, end: string, locale: Locale): string {
  const sameYear = start.slice(0, 4) === end.slice(0, 4);
  const first = dayFormat(locale, !sameYear).format(asUtcDay(start));
  return `${first} ${locale === 'de-CH' ? 'bis' : 'to'} ${formatDay(end, locale)}`;
}

/**
 * The date placeholders a text may name, each with what it becomes; `{nextRegistrationDeadline}`
 * only while dates.json has that date.
 */
export const datePlaceholderNames = [
  'registrationDeadline',
  'submissionDeadline',
  'juryStart',
  'juryEnd',
  'jury',
  'ceremonyDate',
  'ceremonyTime',
  'ceremonyPlace',
  'embargoEnd',
  'embargoEndDate',
  'embargoEndTime',
  'publicationDate',
  'publicationTime',
  'correctionDeadline',
  'nextRegistrationDeadline',
] as const;

export type DatePlaceholder = (typeof datePlaceholderNames)[number];

/** Each placeholder's text for an edition's dates in a locale (nextRegistrationDeadline only when set). */
export function datePlaceholders(dates: EditionDates, locale: Locale): Partial<Record<DatePlaceholder, string>> {
  const values: Partial<Record<DatePlaceholder, string>> = {
    registrationDeadline: formatDay(dates.registrationDeadline, locale),
    submissionDeadline: formatDay(dates.submissionDeadline, locale),
    juryStart: formatDay(dates.jury.start, locale),
    juryEnd: formatDay(dates.jury.end, locale),
    jury: formatDaySpan(dates.jury.start, dates.jury.end, locale),
    ceremonyDate: formatDay(dates.ceremony.start, locale),
    ceremonyTime: formatTimeSpan(dates.ceremony.start, dates.ceremony.end, locale),
    ceremonyPlace: dates.ceremony.place,
    embargoEnd: formatMoment(dates.embargoEnd, locale),
    embargoEndDate: formatDay(dates.embargoEnd, locale),
    embargoEndTime: formatTime(dates.embargoEnd, locale),
    publicationDate: formatDay(dates.publication, locale),
    publicationTime: formatTime(dates.publication, locale),
    correctionDeadline: formatDay(dates.correctionDeadline, locale),
  };
  if (dates.nextRegistrationDeadline)
    values.nextRegistrationDeadline = formatDay(dates.nextRegistrationDeadline, locale);
  return values;
}
