import { INTRO_STORAGE_KEY, INTRO_SUPPRESS_MS, parseShownAt, shouldShowIntro } from './suppression';

/** Spec sections 2 and 9: shown once, suppressed when last shown less than 10 seconds earlier. */
describe('parseShownAt', () => {
  it('reads a Date.now() timestamp', () => {
    expect(parseShownAt('1767225600000')).toBe(1767225600000);
    expect(parseShownAt(' 1767225600000 ')).toBe(1767225600000);
  });

  it.each([null, undefined, '', 'abc', '12.5', '-5', '1e12', 'NaN', 'Infinity', '12345678901234567', '{"t":1}'])('treats %p as unset', (value) => {
    expect(parseShownAt(value)).toBeNull();
  });
});

describe('shouldShowIntro', () => {
  const now = 1_767_225_600_000;
  const at = (msAgo: number) => String(now - msAgo);

  it('uses the spec’s key and a 10 s window', () => {
    expect(INTRO_STORAGE_KEY).toBe('introAnimationShown');
    expect(INTRO_SUPPRESS_MS).toBe(10_000);
  });

  it('shows on a first visit', () => {
    expect(shouldShowIntro({ stored: null, now, reducedMotion: false })).toBe(true);
  });

  it('is suppressed when shown less than 10 s ago', () => {
    expect(shouldShowIntro({ stored: at(0), now, reducedMotion: false })).toBe(false);
    expect(shouldShowIntro({ stored: at(3_000), now, reducedMotion: false })).toBe(false);
    expect(shouldShowIntro({ stored: at(9_999), now, reducedMotion: false })).toBe(false);
  });

  it('shows again from 10 s on', () => {
    expect(shouldShowIntro({ stored: at(10_000), now, reducedMotion: false })).toBe(true);
    expect(shouldShowIntro({ stored: at(11_000), now, reducedMotion: false })).toBe(true);
    expect(shouldShowIntro({ stored: at(86_400_000), now, reducedMotion: false })).toBe(true);
  });

  it('counts a bad value, and a timestamp in the future, as unset', () => {
    expect(shouldShowIntro({ stored: 'yesterday', now, reducedMotion: false })).toBe(true);
    expect(shouldShowIntro({ stored: '', now, reducedMotion: false })).toBe(true);
    expect(shouldShowIntro({ stored: at(-5_000), now, reducedMotion: false })).toBe(true);
  });

  it('never shows under reduced motion', () => {
    expect(shouldShowIntro({ stored: null, now, reducedMotion: true })).toBe(false);
    expect(shouldShowIntro({ stored: at(60_000), now, reducedMotion: true })).toBe(false);
  });
});
