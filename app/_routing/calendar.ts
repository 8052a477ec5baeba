import { createTranslator } from 'next-intl';
import { config } from '@/lib/config';
import { calendarEventKeys, editionCalendar, type CalendarEventKey } from '@/lib/calendar/edition-calendar';
import { calendarYear } from '@/lib/calendar/paths';
import { loadContent } from '@/lib/content/load';
import type { Edition } from '@/lib/editions/edition';
import { localeHref } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/locales';
import { editionPath, pagePath } from '@/lib/routes';

/**
 * The calendar files, /termine/{year}.ics and /en/termine/{year}.ics: every edition's key dates
 * (dates.json) in a language, written at build (lib/calendar/edition-calendar). The events link
 * to the page that shows the dates: the contact page for the current edition, an archived
 * edition's ranking for the others.
 */
export const CALENDAR_TYPE = 'text/calendar; charset=utf-8';

function calendarFile(edition: Edition, locale: Locale): string {
  const { messages, current } = loadContent();
  const t = createTranslator({ locale, messages: messages[locale], namespace: 'keyDates' });
  const programme = messages[locale].site.shortName;
  const year = edition.year;
  const text = (make: (key: CalendarEventKey) => string) =>
    Object.fromEntries(calendarEventKeys.map((key) => [key, make(key)])) as Record<CalendarEventKey, string>;
  const page =
    edition.year === current.year ? pagePath('contact', locale) : editionPath(pagePath('ranking', locale), year);
  return editionCalendar({
    year,
    dates: edition.dates,
    name: t('calendar.name', { programme, year }),
    summaries: text((key) => t('calendar.summary', { event: t(`labels.${key}`), programme, year })),
    descriptions: text((key) => t(`calendar.descriptions.${key}`)),
    url: `${config.siteUrl}${localeHref(locale, page)}`,
    host: new URL(config.siteUrl).hostname,
    language: locale.slice(0, 2).toUpperCase(),
    company: messages[locale].footer.addresses?.find((a) => a.type === 'organizer')?.name ?? programme,
    product: programme,
  });
}

/** The route of a language's calendar files: its params and its GET. */
export function calendarRoute(locale: Locale) {
  return {
    generateStaticParams: () => loadContent().editions.map((edition) => ({ file: `${edition.year}.ics` })),
    async GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
      const year = calendarYear((await params).file);
      const edition = year === undefined ? undefined : loadContent().editionsByYear.get(year);
      if (!edition) return new Response('Not found', { status: 404 });
      return new Response(calendarFile(edition, locale), { headers: { 'Content-Type': CALENDAR_TYPE } });
    },
  };
}
