/**
 * The key dates' moments are Swiss local times written without an offset ("2026-12-04T06:00",
 * content/editions/{year}/dates.json). Structured data and the Atom feed need the instant, so the
 * offset Zurich had at that moment (+01:00 in winter, +02:00 in summer) is added here.
 */
const offsetFormat = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Zurich', timeZoneName: 'longOffset' });

/** Zurich's offset from UTC at an instant, in minutes (60 or 120). */
function offsetMinutesAt(instant: number): number {
  const name = offsetFormat.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

function localAsUtc(moment: string): number {
  const [day, time = '00:00'] = moment.split('T') as [string, string?];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const [h, min] = time.split(':').map(Number) as [number, number];
  return Date.UTC(y, m - 1, d, h, min);
}

/** "2026-12-04T06:00" (or a day, read as its midnight) as ISO 8601 with Zurich's offset: "2026-12-04T06:00:00+01:00". */
export function zurichIso(moment: string): string {
  const local = localAsUtc(moment);
  // The offset at the instant itself: first guess from the local time read as UTC, then corrected.
  const offset = offsetMinutesAt(local - offsetMinutesAt(local - 60 * 60_000) * 60_000);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  const pad = (n: number) => String(n).padStart(2, '0');
  const iso = new Date(local).toISOString().slice(0, 19);
  return `${iso}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** The instant of a Swiss local moment, as a Date. */
export function zurichDate(moment: string): Date {
  return new Date(zurichIso(moment));
}

/** A moment as the page states it: "4. Dezember 2026 um 06:00" / "4 December 2026 at 06:00". */
export function formatZurichMoment(moment: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Zurich',
  }).format(zurichDate(moment));
}
