import { validDates } from '../content/__fixtures__/dates';
import { editionDatesSchema } from '../content/edition-dates-schema';
import { dateOrderProblems } from './dates';

describe('dateOrderProblems', () => {
  it('accepts dates in order, a day and a moment on the same day included', () => {
    expect(dateOrderProblems(validDates(2026))).toEqual([]);
    const sameDay = { ...validDates(2026), jury: { start: '2026-08-24', end: '2026-11-19' } };
    expect(dateOrderProblems(sameDay)).toEqual([]);
  });

  it('names each date that comes before the one ahead of it', () => {
    const dates = { ...validDates(2026), submissionDeadline: '2026-04-01', publication: '2026-12-04T05:59' };
    expect(dateOrderProblems(dates)).toEqual([
      { field: 'submissionDeadline', message: '2026-04-01 is before registrationDeadline (2026-04-30)' },
      { field: 'publication', message: '2026-12-04T05:59 is before embargoEnd (2026-12-04T06:00)' },
    ]);
  });

  it('refuses a ceremony that ends before it starts, and a correction deadline before publication', () => {
    const dates = {
      ...validDates(2026),
      ceremony: { start: '2026-11-19T17:30', end: '2026-11-19T17:00', place: 'Kongresshaus Zürich' },
      correctionDeadline: '2026-12-03',
    };
    expect(dateOrderProblems(dates).map((p) => p.field)).toEqual(['ceremony.end', 'correctionDeadline']);
  });

  it('checks the next registration deadline only when it is given', () => {
    expect(dateOrderProblems({ ...validDates(2026), nextRegistrationDeadline: '2026-10-01' })).toEqual([
      { field: 'nextRegistrationDeadline', message: '2026-10-01 is before correctionDeadline (2027-01-31)' },
    ]);
  });
});

describe('editionDatesSchema', () => {
  it('refuses a day that is not in the calendar and a time without minutes', () => {
    const result = editionDatesSchema.safeParse({
      ...validDates(2026),
      registrationDeadline: '2026-02-30',
      embargoEnd: '2026-12-04T6',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['registrationDeadline', 'is not a day of the calendar'],
      ['embargoEnd', 'must be a Swiss local time written 2026-12-04T06:00'],
    ]);
  });
});
