import { localeHref, parseLocalePath, storedLocale, switchLocaleHref } from './paths';

describe('localeHref', () => {
  it('leaves de-CH paths unprefixed and puts en-GB under /en', () => {
    expect(localeHref('de-CH', '/rangliste')).toBe('/rangliste');
    expect(localeHref('en-GB', '/rangliste')).toBe('/en/rangliste');
  });

  it('maps the home page to / and /en', () => {
    expect(localeHref('de-CH', '/')).toBe('/');
    expect(localeHref('en-GB', '/')).toBe('/en');
  });

  it('drops trailing slashes but keeps query and hash', () => {
    expect(localeHref('de-CH', '/jury/')).toBe('/jury');
    expect(localeHref('en-GB', '/teilnehmer/sika?category=1')).toBe('/en/teilnehmer/sika?category=1');
    expect(localeHref('en-GB', '/kriterien#vr')).toBe('/en/kriterien#vr');
    expect(localeHref('en-GB', '/?q=a')).toBe('/en?q=a');
  });
});

describe('parseLocalePath', () => {
  it('reads the locale from the /en prefix', () => {
    expect(parseLocalePath('/en')).toEqual({ locale: 'en-GB', path: '/' });
    expect(parseLocalePath('/en/')).toEqual({ locale: 'en-GB', path: '/' });
    expect(parseLocalePath('/en/gewinner/')).toEqual({ locale: 'en-GB', path: '/gewinner' });
  });

  it('treats everything else as de-CH', () => {
    expect(parseLocalePath('/')).toEqual({ locale: 'de-CH', path: '/' });
    expect(parseLocalePath('')).toEqual({ locale: 'de-CH', path: '/' });
    expect(parseLocalePath('/rangliste')).toEqual({ locale: 'de-CH', path: '/rangliste' });
    // A path merely starting with "en" is not the English tree.
    expect(parseLocalePath('/entry')).toEqual({ locale: 'de-CH', path: '/entry' });
  });
});

describe('switchLocaleHref', () => {
  it('points at the same page in the other locale, keeping the query', () => {
    expect(switchLocaleHref('/rangliste', '?q=ab', 'en-GB')).toBe('/en/rangliste?q=ab');
    expect(switchLocaleHref('/en/rangliste', 'q=ab&dir=ASC', 'de-CH')).toBe('/rangliste?q=ab&dir=ASC');
    expect(switchLocaleHref('/en', '', 'de-CH')).toBe('/');
    expect(switchLocaleHref('/', '?', 'en-GB')).toBe('/en');
  });
});

describe('storedLocale', () => {
  it('accepts only known locale codes', () => {
    expect(storedLocale('en-GB')).toBe('en-GB');
    expect(storedLocale('de-CH')).toBe('de-CH');
    expect(storedLocale('en')).toBeNull();
    expect(storedLocale(null)).toBeNull();
    expect(storedLocale(undefined)).toBeNull();
  });
});
