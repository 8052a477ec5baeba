/** @jest-environment node */
import { zurichMomentToUtc, zurichMomentWithOffset, zurichOffsetMinutes } from './zurich-time';

describe('Swiss local time', () => {
  it('is an hour ahead of UTC in winter and two in summer', () => {
    expect(zurichOffsetMinutes(new Date('2026-01-10T12:00:00Z'))).toBe(60);
    expect(zurichOffsetMinutes(new Date('2026-07-10T12:00:00Z'))).toBe(120);
  });

  it('turns a moment into its instant on both sides of the changes (29 March, 25 October 2026)', () => {
    expect(zurichMomentToUtc('2026-03-29T01:30').toISOString()).toBe('2026-03-29T00:30:00.000Z');
    expect(zurichMomentToUtc('2026-03-29T03:30').toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(zurichMomentToUtc('2026-10-25T06:00').toISOString()).toBe('2026-10-25T05:00:00.000Z');
    expect(zurichMomentToUtc('2026-10-24T06:00').toISOString()).toBe('2026-10-24T04:00:00.000Z');
  });

  it('writes a moment with its offset for a <time> element', () => {
    expect(zurichMomentWithOffset('2026-12-04T06:00')).toBe('2026-12-04T06:00+01:00');
    expect(zurichMomentWithOffset('2026-06-04T06:00')).toBe('2026-06-04T06:00+02:00');
  });
});
