import fs from 'node:fs';
import path from 'node:path';
import ICAL from 'ical.js';
import { expect, test } from './support/test';
import { currentYear, editionYears, localePath, locales, messages, type Locale } from './support/site';
import type { EditionDates } from '../lib/editions/dates';

/**
 * An edition's key dates come from content/editions/{year}/dates.json and nowhere else: the
 * contact page lists the current edition's, with its calendar file; every edition has a calendar
 * file per language, /termine/{year}.ics and /en/termine/{year}.ics; the contact, gallery and
 * downloads texts name the dates of that file. The expected dates are read from dates.json and
 * written here the way a reader expects them, not with the site's own formatter.
 */
const root = path.resolve(__dirname, '..');
const readDates = (year: number): EditionDates =>
  JSON.parse(fs.readFileSync(path.join(root, 'content/editions', String(year), 'dates.json'), 'utf8')) as EditionDates;
const rawTexts = (locale: Locale) =>
  JSON.parse(fs.readFileSync(path.join(root, 'content/i18n', `${locale}.json`), 'utf8')) as {
    pages: { downloads: { downloads: { year: number; downloads: { name: string }[] }[] } };
  };

const MONTHS: Record<Locale, string[]> = {
  'de-CH': [
    'Januar',
    'Februar',
    'März',
    'April',
    'Mai',
    'Juni',
    'Juli',
    'August',
    'September',
    'Oktober',
    'November',
    'Dezember',
  ],
  'en-GB': [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
};
/** "4. Dezember 2026" / "4 December 2026". */
function day(value: string, locale: Locale): string {
  const [y, m, d] = value.slice(0, 10).split('-').map(Number) as [number, number, number];
  return locale === 'de-CH' ? `${d}. ${MONTHS[locale][m - 1]} ${y}` : `${d} ${MONTHS[locale][m - 1]} ${y}`;
}
/** "6.00 Uhr" / "06:00". */
function time(moment: string, locale: Locale): string {
  const [h, min] = moment.slice(11, 16).split(':') as [string, string];
  return locale === 'de-CH' ? `${Number(h)}.${min} Uhr` : `${h}:${min}`;
}
const dayAfter = (value: string) => new Date(Date.parse(`${value}T00:00:00Z`) + 86400000).toISOString().slice(0, 10);
/** An instant as the clock in Zurich shows it: "2026-12-04T06:00". */
const zurichClock = (instant: Date) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Zurich',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  })
    .format(instant)
    .replace(' ', 'T');

for (const locale of locales) {
  const t = messages[locale].keyDates;
  const dates = readDates(currentYear);

  test(`contact: the current edition's key dates from dates.json, with the calendar file (${locale})`, async ({
    page,
  }) => {
    await page.goto(localePath(locale, '/kontakt'));
    const section = page.getByRole('region', { name: t.title.replace('{year}', String(currentYear)) });
    await expect(section).toBeVisible();
    const row = (key: keyof typeof t.labels) => section.locator(`[data-key="${key}"]`);
    const days: [keyof typeof t.labels, string][] = [
      ['registrationDeadline', dates.registrationDeadline],
      ['submissionDeadline', dates.submissionDeadline],
      ['correctionDeadline', dates.correctionDeadline],
    ];
    if (dates.nextRegistrationDeadline) days.push(['nextRegistrationDeadline', dates.nextRegistrationDeadline]);
    for (const [key, value] of days) {
      await expect(row(key).locator('dt')).toHaveText(t.labels[key]);
      await expect(row(key).locator(`time[datetime="${value}"]`)).toHaveText(day(value, locale));
    }
    await expect(row('jury')).toContainText(day(dates.jury.end, locale));
    await expect(row('jury')).toContainText(String(Number(dates.jury.start.slice(8, 10))));
    await expect(row('ceremony')).toContainText(day(dates.ceremony.start, locale));
    await expect(row('ceremony')).toContainText(dates.ceremony.place);
    await expect(row('ceremony')).toContainText(time(dates.ceremony.start, locale).replace(' Uhr', ''));
    await expect(row('ceremony')).toContainText(time(dates.ceremony.end, locale));
    for (const key of ['embargoEnd', 'publication'] as const) {
      const value = dates[key];
      await expect(row(key)).toHaveText(`${t.labels[key]}${day(value, locale)}, ${time(value, locale)}`);
      await expect(row(key).locator('time')).toHaveAttribute('datetime', new RegExp(`^${value}\\+0[12]:00$`));
    }
    const link = section.getByRole('link', { name: t.calendarLink });
    await expect(link).toHaveAttribute('href', localePath(locale, `/termine/${currentYear}.ics`));
  });

  test(`contact, gallery and downloads texts name the dates of dates.json, never a placeholder (${locale})`, async ({
    page,
  }) => {
    await page.goto(localePath(locale, '/kontakt'));
    const contact = page.locator('main');
    await expect(contact).toContainText(day(dates.embargoEnd, locale));
    await expect(contact).toContainText(time(dates.embargoEnd, locale));
    await expect(contact).toContainText(day(dates.correctionDeadline, locale));
    if (dates.nextRegistrationDeadline)
      await expect(contact).toContainText(day(dates.nextRegistrationDeadline, locale));
    await expect(contact).not.toContainText('{');

    await page.goto(localePath(locale, '/galerie'));
    await expect(page.locator('.page-intro')).toContainText(day(dates.ceremony.start, locale));

    await page.goto(localePath(locale, '/downloads'));
    const main = page.locator('main');
    await expect(main).not.toContainText('{');
    let named = 0;
    for (const group of rawTexts(locale).pages.downloads.downloads)
      for (const { name } of group.downloads)
        if (name.includes('{publicationDate}')) {
          named++;
          const publication = readDates(group.year).publication;
          await expect(main).toContainText(name.replace('{publicationDate}', day(publication, locale)));
        }
    expect(named, 'the downloads name a press release by its day').toBeGreaterThan(1);
  });
}

for (const year of editionYears)
  for (const locale of locales) {
    const url = localePath(locale, `/termine/${year}.ics`);
    test(`${url}: a calendar of the dates of ${year}'s dates.json`, async ({ request }) => {
      const dates = readDates(year);
      const response = await request.get(url);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8');
      const calendar = new ICAL.Component(ICAL.parse(await response.text()) as unknown[]);
      const events = new Map(
        calendar.getAllSubcomponents('vevent').map((vevent) => {
          const event = new ICAL.Event(vevent);
          return [event.uid, event] as const;
        }),
      );
      const event = (key: string) => {
        const found = [...events.entries()].find(([uid]) => uid.startsWith(`${year}-${key}@`))?.[1];
        expect(found, `${url}: ${key}`).toBeDefined();
        return found!;
      };
      const allDay: [string, string, string][] = [
        ['registrationDeadline', dates.registrationDeadline, dates.registrationDeadline],
        ['submissionDeadline', dates.submissionDeadline, dates.submissionDeadline],
        ['jury', dates.jury.start, dates.jury.end],
        ['correctionDeadline', dates.correctionDeadline, dates.correctionDeadline],
      ];
      if (dates.nextRegistrationDeadline)
        allDay.push(['nextRegistrationDeadline', dates.nextRegistrationDeadline, dates.nextRegistrationDeadline]);
      for (const [key, start, last] of allDay) {
        const e = event(key);
        expect([key, e.startDate.isDate, e.startDate.toString(), e.endDate.toString()]).toEqual([
          key,
          true,
          start,
          dayAfter(last),
        ]);
      }
      const moments: [string, string, string][] = [
        ['ceremony', dates.ceremony.start, dates.ceremony.end],
        ['embargoEnd', dates.embargoEnd, dates.embargoEnd],
        ['publication', dates.publication, dates.publication],
      ];
      for (const [key, start, end] of moments) {
        const e = event(key);
        expect([key, zurichClock(e.startDate.toJSDate()), zurichClock(e.endDate.toJSDate())]).toEqual([
          key,
          start,
          end,
        ]);
      }
      expect(event('ceremony').location).toBe(dates.ceremony.place);
      expect(events.size).toBe(allDay.length + moments.length);
      const labels = messages[locale].keyDates.labels;
      expect(event('ceremony').summary).toContain(labels.ceremony);
      expect(event('ceremony').summary).toContain(String(year));
    });
  }
