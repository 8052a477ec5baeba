/**
 * Swiss local time to UTC. dates.json writes moments as the clock in Zurich shows them; the
 * calendar file gives them in UTC, so the offset (+01:00 in winter, +02:00 in summer) is looked up
 * for each moment from the time-zone data of Node's ICU, never from the building machine's zone.
 */
const zurich = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Zurich',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** Minutes Zurich is ahead of UTC at an instant (60 or 120). */
export function zurichOffsetMinutes(instant: Date): number {
  const parts = Object.fromEntries(zurich.formatToParts(instant).map((p) => [p.type, p.value]));
  const wall = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return Math.round((wall - Math.floor(instant.getTime() / 1000) * 1000) / 60000);
}

/** The instant of a Swiss local moment, `2026-12-04T06:00`. */
export function zurichMomentToUtc(moment: string): Date {
  const [y, m, d] = moment.slice(0, 10).split('-').map(Number) as [number, number, number];
  const [h, min] = moment.slice(11, 16).split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, h, min);
  // Guess with the offset an hour before, then settle on the offset at the guess (DST changes at night).
  let instant = wall - zurichOffsetMinutes(new Date(wall - 3600000)) * 60000;
  instant = wall - zurichOffsetMinutes(new Date(instant)) * 60000;
  return new Date(instant);
}

/** The moment with its offset, for a <time> element: `2026-12-04T06:00+01:00`. */
export function zurichMomentWithOffset(moment: string): string {
  const offset = zurichOffsetMinutes(zurichMomentToUtc(moment));
  const hours = String(Math.floor(offset / 60)).padStart(2, '0');
  const minutes = String(offset % 60).padStart(2, '0');
  return `${moment}+${hours}:${minutes}`;
}
