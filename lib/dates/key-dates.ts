import { formatDay, formatDaySpan, formatMoment, formatTimeSpan } from './format';
import type { EditionDates } from '../editions/dates';
import type { Locale } from '../i18n/locales';
import { zurichMomentWithOffset } from './zurich-time';

export type KeyDateKey =
  | 'registrationDeadline'
  | 'submissionDeadline'
  | 'jury'
  | 'ceremony'
  | 'embargoEnd'
  | 'publication'
  | 'correctionDeadline'
  | 'nextRegistrationDeadline';

/** One row of the key dates: its key, and its parts (a `<time>` each, text between). */
export interface KeyDateRow {
  key: KeyDateKey;
  parts: ({ text: string } | { text: string; dateTime: string })[];
}

/**
 * An edition's key dates as rows, in the order of dates.json: a day, a span of days (the jury),
 * the ceremony's day, hours and place, a moment with its time. `dateTime` is the machine-readable
 * value of each `<time>`: a day as written, a moment with Zurich's offset.
 */
export function keyDateRows(dates: EditionDates, locale: Locale): KeyDateRow[] {
  const day = (key: KeyDateKey, value: string): KeyDateRow => ({
    key,
    parts: [{ text: formatDay(value, locale), dateTime: value }],
  });
  const moment = (key: KeyDateKey, value: string): KeyDateRow => ({
    key,
    parts: [{ text: formatMoment(value, locale), dateTime: zurichMomentWithOffset(value) }],
  });
  const { ceremony, jury } = dates;
  const rows: KeyDateRow[] = [
    day('registrationDeadline', dates.registrationDeadline),
    day('submissionDeadline', dates.submissionDeadline),
    { key: 'jury', parts: [{ text: formatDaySpan(jury.start, jury.end, locale) }] },
    {
      key: 'ceremony',
      parts: [
        { text: formatDay(ceremony.start, locale), dateTime: ceremony.start.slice(0, 10) },
        { text: `, ${formatTimeSpan(ceremony.start, ceremony.end, locale)}, ${ceremony.place}` },
      ],
    },
    moment('embargoEnd', dates.embargoEnd),
    moment('publication', dates.publication),
    day('correctionDeadline', dates.correctionDeadline),
  ];
  if (dates.nextRegistrationDeadline) rows.push(day('nextRegistrationDeadline', dates.nextRegistrationDeadline));
  return rows;
}
