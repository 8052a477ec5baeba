import { formatZurichMoment, zurichIso } from './zurich-time';

describe('zurichIso', () => {
  it('adds Zurich’s winter and summer offsets', () => {
    expect(zurichIso('2026-12-04T06:00')).toBe('2026-12-04T06:00:00+01:00');
    expect(zurichIso('2026-06-04T06:00')).toBe('2026-06-04T06:00:00+02:00');
  });

  it('takes the offset of the moment itself around the changes of time', () => {
    // Summer time begins on 29 March 2026 at 02:00 and ends on 25 October 2026 at 03:00.
    expect(zurichIso('2026-03-29T01:30')).toBe('2026-03-29T01:30:00+01:00');
    expect(zurichIso('2026-03-29T03:30')).toBe('2026-03-29T03:30:00+02:00');
    expect(zurichIso('2026-10-25T04:00')).toBe('2026-10-25T04:00:00+01:00');
  });

  it('reads a day as its midnight', () => {
    expect(zurichIso('2026-04-30')).toBe('2026-04-30T00:00:00+02:00');
  });
});

describe('formatZurichMoment', () => {
  it('states the Swiss local time as written, in each language', () => {
    expect(formatZurichMoment('2026-12-04T06:00', 'de-CH')).toMatch(/^4\. Dezember 2026.*06:00$/);
    expect(formatZurichMoment('2026-12-04T06:00', 'en-GB')).toMatch(/^4 December 2026.*06:00$/);
  });
});
