import { datePlaceholders, formatDay, formatDaySpan, formatMoment, formatTime, formatTimeSpan } from './format';
import { validDates } from '../content/__fixtures__/dates';

describe('formatting the dates of dates.json', () => {
  it('writes a day the Swiss German and the British way', () => {
    expect(formatDay('2026-12-04', 'de-CH')).toBe('4. Dezember 2026');
    expect(formatDay('2026-12-04', 'en-GB')).toBe('4 December 2026');
    expect(formatDay('2027-01-29', 'de-CH')).toBe('29. Januar 2027');
    expect(formatDay('2026-03-01', 'de-CH')).toBe('1. März 2026');
  });

  it('writes a moment as written in Swiss local time, whatever the zone of the machine', () => {
    expect(formatTime('2026-12-04T06:00', 'de-CH')).toBe('6.00 Uhr');
    expect(formatTime('2026-12-04T06:00', 'en-GB')).toBe('06:00');
    expect(formatMoment('2026-12-04T06:00', 'de-CH')).toBe('4. Dezember 2026, 6.00 Uhr');
    expect(formatMoment('2026-12-04T06:00', 'en-GB')).toBe('4 December 2026, 06:00');
    // Just before midnight stays on its day (no shift into UTC).
    expect(formatMoment('2026-03-29T23:30', 'de-CH')).toBe('29. März 2026, 23.30 Uhr');
  });

  it('writes a span of times and of days, naming a shared year once', () => {
    expect(formatTimeSpan('2026-11-19T17:30', '2026-11-19T22:30', 'de-CH')).toBe('17.30–22.30 Uhr');
    expect(formatTimeSpan('2026-11-19T17:30', '2026-11-19T22:30', 'en-GB')).toBe('17:30–22:30');
    expect(formatDaySpan('2026-08-24', '2026-09-18', 'de-CH')).toBe('24. August bis 18. September 2026');
    expect(formatDaySpan('2026-08-24', '2026-09-18', 'en-GB')).toBe('24 August to 18 September 2026');
    expect(formatDaySpan('2026-12-28', '2027-01-08', 'de-CH')).toBe('28. Dezember 2026 bis 8. Januar 2027');
  });
});

describe('datePlaceholders', () => {
  it('gives every placeholder of an edition in both languages', () => {
    const dates = { ...validDates(2026), nextRegistrationDeadline: '2027-04-30' };
    expect(datePlaceholders(dates, 'de-CH')).toEqual({
      registrationDeadline: '30. April 2026',
      submissionDeadline: '15. Mai 2026',
      juryStart: '24. August 2026',
      juryEnd: '18. September 2026',
      jury: '24. August bis 18. September 2026',
      ceremonyDate: '19. November 2026',
      ceremonyTime: '17.30–22.30 Uhr',
      ceremonyPlace: 'Kongresshaus Zürich',
      embargoEnd: '4. Dezember 2026, 6.00 Uhr',
      embargoEndDate: '4. Dezember 2026',
      embargoEndTime: '6.00 Uhr',
      publicationDate: '4. Dezember 2026',
      publicationTime: '6.00 Uhr',
      correctionDeadline: '31. Januar 2027',
      nextRegistrationDeadline: '30. April 2027',
    });
    expect(datePlaceholders(dates, 'en-GB')).toMatchObject({
      embargoEnd: '4 December 2026, 06:00',
      embargoEndTime: '06:00',
      ceremonyTime: '17:30–22:30',
      correctionDeadline: '31 January 2027',
      nextRegistrationDeadline: '30 April 2027',
    });
  });

  it('has no next registration deadline while dates.json has none', () => {
    const dates = { ...validDates(2026), nextRegistrationDeadline: undefined };
    expect(datePlaceholders(dates, 'de-CH')).not.toHaveProperty('nextRegistrationDeadline');
  });
});
