import { INTRO_ATTRIBUTE, INTRO_SKIP_EVENTS, introPrePaintScript } from './prePaintScript';
import { INTRO_STORAGE_KEY, INTRO_SUPPRESS_MS } from './suppression';

/**
 * The inline script decides whether the intro plays (once, then not
 * again within 10 s, never under reduced motion), so it is run here as the browser runs it.
 */
const now = 1_767_225_600_000;
let reducedMotion = false;

beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute(INTRO_ATTRIBUTE);
  reducedMotion = false;
  jest.spyOn(Date, 'now').mockReturnValue(now);
  window.matchMedia = jest.fn(
    (query: string) =>
      ({ matches: query.includes('reduce') && reducedMotion, media: query }) as unknown as MediaQueryList,
  );
});

afterEach(() => jest.restoreAllMocks());

function run(script = introPrePaintScript()): boolean {
  new Function(script)();
  return document.documentElement.getAttribute(INTRO_ATTRIBUTE) === 'play';
}

// A bad value and a timestamp in the future (the clock was set back) count as unset.
const plays: [string | null, boolean][] = [
  [null, true],
  ['', true],
  ['junk', true],
  ['12.5', true],
  ['-5', true],
  ['1e12', true],
  ['12345678901234567', true],
  [String(now), false],
  [String(now - 3_000), false],
  [String(now - 9_999), false],
  [` ${now - 1_000} `, false],
  [String(now - 10_000), true],
  [String(now - 11_000), true],
  [String(now - 86_400_000), true],
  [String(now + 5_000), true],
];

describe('introPrePaintScript', () => {
  it('uses the spec’s key and a 10 s window', () => {
    expect(INTRO_STORAGE_KEY).toBe('introAnimationShown');
    expect(INTRO_SUPPRESS_MS).toBe(10_000);
  });

  it.each(plays)('for the stored value %p plays: %p', (value, expected) => {
    if (value !== null) localStorage.setItem(INTRO_STORAGE_KEY, value);
    expect(run()).toBe(expected);
  });

  it('plays on a first visit and is suppressed within 10 s', () => {
    expect(run()).toBe(true);
    document.documentElement.removeAttribute(INTRO_ATTRIBUTE);
    localStorage.setItem(INTRO_STORAGE_KEY, String(now - 4_000));
    expect(run()).toBe(false);
  });

  it('does not play under reduced motion', () => {
    reducedMotion = true;
    expect(run()).toBe(false);
  });

  it('plays when storage cannot be read', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(run()).toBe(true);
  });

  it('does not play on a page about to redirect to the stored language', () => {
    const script = introPrePaintScript({ redirectLanguage: 'en-GB' });
    localStorage.setItem('currentLanguage', 'en-GB');
    expect(run(script)).toBe(false);
    localStorage.setItem('currentLanguage', 'de-CH');
    expect(run(script)).toBe(true);
  });

  it.each(INTRO_SKIP_EVENTS)('lets the visitor skip with %s before the page’s JavaScript is there', (type) => {
    expect(run()).toBe(true);
    window.dispatchEvent(new Event(type));
    expect(document.documentElement.getAttribute(INTRO_ATTRIBUTE)).toBe('skip');
  });

  it('stops listening once used, and never revives an intro that has ended', () => {
    run();
    document.documentElement.removeAttribute(INTRO_ATTRIBUTE);
    window.dispatchEvent(new Event('keydown'));
    expect(document.documentElement.hasAttribute(INTRO_ATTRIBUTE)).toBe(false);
  });

  it('does not listen when the intro does not play', () => {
    localStorage.setItem(INTRO_STORAGE_KEY, String(now - 1_000));
    const add = jest.spyOn(window, 'addEventListener');
    run();
    expect(add).not.toHaveBeenCalled();
  });

  it('never writes the timestamp itself (the overlay does, when it shows)', () => {
    run();
    expect(localStorage.getItem(INTRO_STORAGE_KEY)).toBeNull();
  });
});
